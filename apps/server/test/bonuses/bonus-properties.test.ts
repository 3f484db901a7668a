import type { WalletSession } from '@casino/contracts';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { bet, expectLedgerWhole, walletCall, win } from '../games/support/wallet-api.ts';
import {
  addTemplate,
  balances,
  bonusesTestApp,
  bonusRows,
  bonusTransfersOf,
  countedFor,
  daysLater,
  deposit,
  newPlayer,
  type Player,
  playSession,
  relay,
  signInAgain,
  templateId,
} from './support/bonus-app.ts';

const app = bonusesTestApp();

/** The bonuses a run may take or deposit for: the demo ones and one converting little of much. */
const bonuses = { welcome: 0, reload: 0, noDeposit: 0, capped: 0 };
beforeAll(async () => {
  bonuses.welcome = await templateId(app.current, 'welcome-100');
  bonuses.reload = await templateId(app.current, 'reload-50');
  bonuses.noDeposit = await templateId(app.current, 'welcome-50-no-deposit');
  bonuses.capped = await addTemplate(app.current, {
    fixedAmount: { UAH: 8_000 },
    wageringMultiplier: 1,
    maxConversion: { UAH: 3_000 },
  });
});

type Op =
  | { type: 'deposit'; amount: number; bonus: 'welcome' | 'reload' | null }
  | { type: 'take'; bonus: 'noDeposit' | 'capped' }
  | { type: 'spin'; game: 'book-of-sevens' | 'lucky-dice' | 'european-roulette'; stake: number; won: number }
  | { type: 'openBet'; stake: number }
  | { type: 'settleOpen'; won: number }
  | { type: 'cancel' }
  | { type: 'expire' }
  | { type: 'relay' };

const money = (min: number, max: number) =>
  fc.integer({ min: min / 100, max: max / 100 }).map((n) => n * 100);
/** Mostly play, so bonuses are wagered through as well as canceled and expired. */
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('deposit' as const),
      amount: money(5_000, 60_000),
      bonus: fc.constantFrom('welcome' as const, 'reload' as const, null),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('take' as const),
      bonus: fc.constantFrom('noDeposit' as const, 'capped' as const),
    }),
  },
  {
    weight: 8,
    arbitrary: fc.record({
      type: fc.constant('spin' as const),
      game: fc.constantFrom('book-of-sevens' as const, 'lucky-dice' as const, 'european-roulette' as const),
      stake: money(200, 6_000),
      won: fc.oneof(fc.constant(0), money(100, 15_000)),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('openBet' as const), stake: money(200, 3_000) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('settleOpen' as const),
      won: fc.oneof(fc.constant(0), money(100, 9_000)),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'cancel' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'expire' as const }) },
  { weight: 2, arbitrary: fc.constant({ type: 'relay' as const }) },
);
/** Steps of one to three operations started together: their order against each other is the database's. */
const steps = fc.array(fc.array(op, { minLength: 1, maxLength: 3 }), { minLength: 3, maxLength: 10 });

/** What one run's player does; refusals a player can meet (no money, over the max bet, taken) are answers too. */
class Run {
  readonly #sessions = new Map<string, Promise<WalletSession>>();
  readonly #open: { session: WalletSession; placed: { transactionId: string; roundId: string } }[] = [];
  player: Player;

  constructor(player: Player) {
    this.player = player;
  }

  async perform(operation: Op): Promise<void> {
    const testApp = app.current;
    switch (operation.type) {
      case 'deposit':
        await deposit(
          testApp,
          this.player,
          operation.amount,
          operation.bonus ? bonuses[operation.bonus] : undefined,
        );
        return;
      case 'take':
        expectAnswer(await this.player.get(`/rest/bonus/${bonuses[operation.bonus]}/apply/`), [200, 409]);
        return;
      case 'spin': {
        const session = await this.#session(operation.game);
        const round = { stake: operation.stake, won: operation.won };
        const placed = bet(session, round.stake);
        const answer = await walletCall(testApp, 'bet-win', { ...placed, bet: round.stake, win: round.won });
        expectAnswer(answer, [200, 422]);
        return;
      }
      case 'openBet': {
        const session = await this.#session('book-of-sevens');
        const placed = bet(session, operation.stake);
        const answer = await walletCall(testApp, 'bet', placed);
        expectAnswer(answer, [200, 422]);
        if (answer.statusCode === 200) this.#open.push({ session, placed });
        return;
      }
      case 'settleOpen':
        await this.settle(operation.won);
        return;
      case 'cancel': {
        const live = (await bonusRows(testApp, this.player.id)).find((row) =>
          ['applied', 'rollover', 'waiting', 'init'].includes(row.status),
        );
        if (live) expectAnswer(await this.player.delete(`/rest/bonuses/revokebonus/${live.id}/`), [200, 409]);
        return;
      }
      case 'expire':
        // Days later: the bonuses have expired, and so have the player's sessions (a round still open is settled
        // all the same, as providers do).
        daysLater(testApp, 8);
        await testApp.app.jobs.runNow('bonus-expiry');
        this.#sessions.clear();
        this.player = await signInAgain(testApp, this.player);
        return;
      case 'relay':
        await relay(testApp);
    }
  }

  /** Settles the oldest round still open, paying `won`. */
  async settle(won: number): Promise<void> {
    const open = this.#open.shift();
    if (!open) return;
    expectAnswer(await walletCall(app.current, 'win', win(open.session, open.placed, won)), [200]);
  }

  get openRounds(): number {
    return this.#open.length;
  }

  #session(slug: string): Promise<WalletSession> {
    let session = this.#sessions.get(slug);
    if (!session) {
      session = playSession(app.current, this.player, slug);
      this.#sessions.set(slug, session);
    }
    return session;
  }
}

function expectAnswer(response: { statusCode: number; body: string }, statuses: number[]) {
  expect(statuses, response.body).toContain(response.statusCode);
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('bonus money under random interleavings', () => {
  it('keeps the ledger whole and every bonus account true to it', async () => {
    await fc.assert(
      fc.asyncProperty(steps, async (plan) => {
        const run = new Run(await newPlayer(app.current));
        for (const step of plan) {
          // Days passing end the player's sessions: that comes after what the step started together.
          await Promise.all(
            step.filter(({ type }) => type !== 'expire').map((operation) => run.perform(operation)),
          );
          if (step.some(({ type }) => type === 'expire')) await run.perform({ type: 'expire' });
        }
        // Every round ends and is relayed; then whatever bonus is still live is canceled.
        while (run.openRounds > 0) await run.settle(1_000);
        await relay(app.current);
        for (const row of await bonusRows(app.current, run.player.id)) {
          if (['applied', 'rollover', 'waiting', 'init'].includes(row.status)) {
            await run.player.delete(`/rest/bonuses/revokebonus/${row.id}/`);
          }
        }
        await relay(app.current);

        await expectLedgerWhole(app.current);
        const rows = await bonusRows(app.current, run.player.id);
        for (const row of rows) {
          expect(row.wagered).toBe(await countedFor(app.current, row.id));
          if (row.maxConversion !== null) expect(row.convertedAmount).toBeLessThanOrEqual(row.maxConversion);
        }
        // Nothing is left on the bonus balance once no bonus is live: it was converted or forfeited.
        expect((await balances(app.current, run.player.id)).bonus).toBe(0);
        const transfers = async (kind: 'bonus_grant' | 'bonus_conversion' | 'bonus_forfeit') =>
          sum((await bonusTransfersOf(app.current, run.player.id, kind)).map(({ amount }) => amount));
        expect(await transfers('bonus_conversion')).toBe(sum(rows.map((row) => row.convertedAmount)));
        expect(await transfers('bonus_forfeit')).toBe(sum(rows.map((row) => row.forfeitedAmount)));
        const granted = rows.filter((row) => row.activatedAt !== null);
        expect(await transfers('bonus_grant')).toBe(sum(granted.map((row) => row.amount)));
      }),
      { numRuns: 20 },
    );
  }, 300_000);
});
