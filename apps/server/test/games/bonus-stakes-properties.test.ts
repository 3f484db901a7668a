import { type WalletSession, walletErrorReplySchema } from '@casino/contracts';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { balancesOf, grantBonus } from './support/bonus-money.ts';
import {
  bet,
  betWin,
  expectLedgerWhole,
  fund,
  gamesTestApp,
  newId,
  ok,
  playing,
  rollback,
  walletCall,
  win,
} from './support/wallet-api.ts';

const apps = gamesTestApp();

/** What a run does, in the game's smallest stakes (`unit`) where a stake is asked, in minor units for wins. */
type Operation =
  | { type: 'grant'; units: number }
  | { type: 'bet'; round: number; units: number }
  | { type: 'win'; bet: number; amount: number; close: boolean }
  | { type: 'rollback'; bet: number }
  | { type: 'bet-win'; units: number; amount: number };

// Weighted towards stakes and refunds, so a run often rolls back a bet that took bonus money.
const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant('grant' as const), units: fc.integer({ min: 1, max: 6 }) }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('bet' as const),
      round: fc.integer({ min: 0, max: 2 }),
      units: fc.integer({ min: 1, max: 4 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('win' as const),
      bet: fc.nat(),
      amount: fc.integer({ min: 0, max: 2_000 }),
      close: fc.boolean(),
    }),
  },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('rollback' as const), bet: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('bet-win' as const),
      units: fc.integer({ min: 1, max: 4 }),
      amount: fc.integer({ min: 0, max: 2_000 }),
    }),
  },
);

interface Balances {
  real: number;
  bonus: number;
}

/** What the model expects of a bet: the parts each balance gave (real money first). */
interface PlacedBet {
  transactionId: string;
  roundId: string;
  amount: number;
  taken: Balances;
}

/**
 * The rules of decision 027 for one player, checked against the wallet after each call the casino accepted: a
 * stake takes real money first and bonus money for the rest, a win goes to the bonus balance in its round's bonus
 * share (rounded down), a rollback gives each part back once. A refused call moves nothing.
 */
class BonusModel {
  readonly bets: PlacedBet[] = [];
  readonly #rounds = new Map<string, Balances>();
  readonly #refunded = new Set<string>();

  stake(balances: Balances, amount: number): Balances {
    const real = Math.min(balances.real, amount);
    return { real: balances.real - real, bonus: balances.bonus - (amount - real) };
  }

  placed(placed: PlacedBet): void {
    this.bets.push(placed);
    const round = this.#rounds.get(placed.roundId) ?? { real: 0, bonus: 0 };
    this.#rounds.set(placed.roundId, {
      real: round.real + placed.taken.real,
      bonus: round.bonus + placed.taken.bonus,
    });
  }

  won(balances: Balances, roundId: string, amount: number): Balances {
    const round = this.#rounds.get(roundId) ?? { real: 0, bonus: 0 };
    const stake = round.real + round.bonus;
    const toBonus = stake === 0 ? 0 : Math.floor((amount * round.bonus) / stake);
    return { real: balances.real + amount - toBonus, bonus: balances.bonus + toBonus };
  }

  rolledBack(balances: Balances, placed: PlacedBet): Balances {
    if (this.#refunded.has(placed.transactionId)) return balances;
    this.#refunded.add(placed.transactionId);
    const round = this.#rounds.get(placed.roundId) as Balances;
    this.#rounds.set(placed.roundId, {
      real: round.real - placed.taken.real,
      bonus: round.bonus - placed.taken.bonus,
    });
    return { real: balances.real + placed.taken.real, bonus: balances.bonus + placed.taken.bonus };
  }
}

/** A stake the casino refused: for want of money only when the two balances together do not cover it. */
function expectStakeRefusal(response: LightMyRequestResponse, before: Balances, amount: number) {
  const { code } = walletErrorReplySchema.parse(response.json());
  if (code === 'INSUFFICIENT_FUNDS') expect(before.real + before.bonus).toBeLessThan(amount);
  else expect(code).toBe('ROUND_CLOSED');
}

/** Runs one operation: the balances the model expects after it, or null when there was nothing to do. */
async function apply(
  testApp: TestApp,
  run: { playerId: number; session: WalletSession; unit: number; roundIds: string[]; model: BonusModel },
  op: Operation,
  before: Balances,
): Promise<{ response?: LightMyRequestResponse; expected: Balances } | null> {
  const { session, unit, model } = run;
  if (op.type === 'grant') {
    await grantBonus(testApp, run.playerId, op.units * unit);
    return { expected: { real: before.real, bonus: before.bonus + op.units * unit } };
  }
  if (op.type === 'bet' || op.type === 'bet-win') {
    const amount = op.units * unit;
    const request =
      op.type === 'bet'
        ? bet(session, amount, { roundId: run.roundIds[op.round] })
        : betWin(session, amount, op.amount);
    const response = await walletCall(testApp, op.type, request);
    if (response.statusCode !== 200) {
      expectStakeRefusal(response, before, amount);
      return { response, expected: before };
    }
    const after = model.stake(before, amount);
    const { transactionId, roundId } = request;
    model.placed({
      transactionId,
      roundId,
      amount,
      taken: { real: before.real - after.real, bonus: before.bonus - after.bonus },
    });
    return { response, expected: op.type === 'bet' ? after : model.won(after, roundId, op.amount) };
  }
  const placed = model.bets[op.bet % Math.max(model.bets.length, 1)];
  if (!placed) return null;
  const response =
    op.type === 'win'
      ? await walletCall(testApp, 'win', win(session, placed, op.amount, { roundClosed: op.close }))
      : await walletCall(testApp, 'rollback', rollback(session, placed));
  // A call on a settled, rolled-back or closed bet is refused; the casino never fails one.
  expect(response.statusCode, response.body).toBeLessThan(500);
  if (response.statusCode !== 200) return { response, expected: before };
  return {
    response,
    expected:
      op.type === 'win' ? model.won(before, placed.roundId, op.amount) : model.rolledBack(before, placed),
  };
}

describe('bonus money on the money path, under random play', () => {
  it('splits stakes, wins and refunds as the rules say, keeps the ledger whole and no balance below zero', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 8 }),
        fc.array(operation, { minLength: 1, maxLength: 14 }),
        async (realUnits, operations) => {
          const testApp = apps.current;
          const { player, session } = await playing(testApp, 0);
          const unit = session.minBet;
          const run = {
            playerId: player.id,
            session,
            unit,
            roundIds: [newId('round'), newId('round'), newId('round')],
            model: new BonusModel(),
          };
          if (realUnits > 0) await fund(testApp, player.id, realUnits * unit);
          let balances = await balancesOf(testApp, player.id);
          for (const op of operations) {
            const outcome = await apply(testApp, run, op, balances);
            if (!outcome) continue;
            balances = await balancesOf(testApp, player.id);
            expect(balances, JSON.stringify(op)).toEqual(outcome.expected);
            if (outcome.response?.statusCode === 200) {
              // The provider is told the playable balance: real and bonus money together.
              expect(ok(outcome.response).balance).toBe(balances.real + balances.bonus);
            }
          }
          await expectLedgerWhole(testApp);
        },
      ),
      { numRuns: 40 },
    );
  }, 180_000);
});
