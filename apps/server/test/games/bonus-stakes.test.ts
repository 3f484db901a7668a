import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GuardedStake } from '../../src/modules/games/index.ts';
import { outboxEvents } from '../../src/platform/events/events.schema.ts';
import { AppError } from '../../src/platform/http/app-error.ts';
import type { TestApp } from '../support/test-app.ts';
import { balancesOf, grantBonus } from './support/bonus-money.ts';
import {
  bet,
  betWin,
  expectLedgerWhole,
  fund,
  gamesTestApp,
  ok,
  playing,
  refused,
  rollback,
  roundOf,
  walletCall,
  win,
} from './support/wallet-api.ts';

const realFirst = gamesTestApp();
const bonusFirst = gamesTestApp({ BONUS_STAKE_ORDER: 'bonus_first' });

/** A player with real and bonus money and a real-money session; amounts in the game's smallest stakes. */
async function playingWithBonus(testApp: TestApp, real: number, bonus: number) {
  const { player, session } = await playing(testApp, 0);
  const unit = session.minBet;
  if (real > 0) await fund(testApp, player.id, real * unit);
  await grantBonus(testApp, player.id, bonus * unit);
  return { playerId: player.id, session, unit };
}

/** The player's events of a type (their payloads), oldest first. */
async function eventsOf(
  testApp: TestApp,
  playerId: number,
  type: 'BetPlaced' | 'BetRolledBack' | 'RoundSettled',
) {
  const rows = await testApp.database.db
    .select({ payload: outboxEvents.payload })
    .from(outboxEvents)
    .where(and(eq(outboxEvents.playerId, playerId), eq(outboxEvents.type, type)))
    .orderBy(outboxEvents.id);
  return rows.map((row) => row.payload);
}

describe('stakes on real and bonus money', () => {
  it('takes a stake from real money first and bonus money for the rest, and tells the provider both together', async () => {
    const testApp = realFirst.current;
    const { playerId, session, unit } = await playingWithBonus(testApp, 3, 5);
    expect(ok(await walletCall(testApp, 'balance', { sessionToken: session.sessionToken })).balance).toBe(
      8 * unit,
    );
    const placed = bet(session, 4 * unit);
    const reply = ok(await walletCall(testApp, 'bet', placed));
    expect(reply.balance).toBe(4 * unit);
    expect(await balancesOf(testApp, playerId)).toEqual({ real: 0, bonus: 4 * unit });
    expect(await roundOf(testApp, placed.roundId)).toMatchObject({
      stake: 4 * unit,
      bonusStake: unit,
      balanceBefore: 8 * unit,
    });
    expect(await eventsOf(testApp, playerId, 'BetPlaced')).toEqual([
      expect.objectContaining({ amount: 4 * unit, real: 3 * unit, bonus: unit, gameKind: 'video-slot' }),
    ]);
    await expectLedgerWhole(testApp);
  });

  it('takes bonus money first with BONUS_STAKE_ORDER=bonus_first', async () => {
    const testApp = bonusFirst.current;
    const { playerId, session, unit } = await playingWithBonus(testApp, 3, 5);
    const placed = bet(session, 6 * unit);
    expect(ok(await walletCall(testApp, 'bet', placed)).balance).toBe(2 * unit);
    expect(await balancesOf(testApp, playerId)).toEqual({ real: 2 * unit, bonus: 0 });
    expect(await roundOf(testApp, placed.roundId)).toMatchObject({ stake: 6 * unit, bonusStake: 5 * unit });
    await expectLedgerWhole(testApp);
  });

  it('refuses a stake the two balances do not cover together, and leaves both as they were', async () => {
    const testApp = realFirst.current;
    const { playerId, session, unit } = await playingWithBonus(testApp, 2, 1);
    const placed = bet(session, 4 * unit);
    const refusal = refused(await walletCall(testApp, 'bet', placed), 422, 'INSUFFICIENT_FUNDS');
    expect(refusal.balance).toBe(3 * unit);
    refused(await walletCall(testApp, 'bet-win', betWin(session, 4 * unit, 0)), 422, 'INSUFFICIENT_FUNDS');
    expect(await balancesOf(testApp, playerId)).toEqual({ real: 2 * unit, bonus: unit });
    expect(await roundOf(testApp, placed.roundId)).toBeUndefined();
    // Together they cover a stake neither covers alone.
    ok(await walletCall(testApp, 'bet', bet(session, 3 * unit)));
    expect(await balancesOf(testApp, playerId)).toEqual({ real: 0, bonus: 0 });
  });

  it("pays a win to the bonus balance in the round's bonus share, rounded down, and the rest as real money", async () => {
    const testApp = realFirst.current;
    const { playerId, session, unit } = await playingWithBonus(testApp, 3, 5);
    // A quarter of the stake is bonus money: a quarter of the win, rounded down, is bonus money.
    const placed = bet(session, 4 * unit);
    ok(await walletCall(testApp, 'bet', placed));
    const paid = ok(await walletCall(testApp, 'win', win(session, placed, 4 * unit + 3)));
    expect(await balancesOf(testApp, playerId)).toEqual({ real: 3 * unit + 3, bonus: 5 * unit });
    expect(paid.balance).toBe(8 * unit + 3);
    expect(await roundOf(testApp, placed.roundId)).toMatchObject({
      status: 'closed',
      balanceAfter: 8 * unit + 3,
    });
    await expectLedgerWhole(testApp);
  });

  it("pays a bet-and-win's win in its stake's bonus share", async () => {
    const testApp = realFirst.current;
    const { playerId, session, unit } = await playingWithBonus(testApp, 3, 5);
    const round = betWin(session, 4 * unit, 8 * unit + 2);
    const reply = ok(await walletCall(testApp, 'bet-win', round));
    expect(await balancesOf(testApp, playerId)).toEqual({ real: 6 * unit + 2, bonus: 6 * unit });
    expect(reply.balance).toBe(12 * unit + 2);
    expect(await roundOf(testApp, round.roundId)).toMatchObject({
      bonusStake: unit,
      balanceBefore: 8 * unit,
      balanceAfter: 12 * unit + 2,
    });
    await expectLedgerWhole(testApp);
  });

  it('returns each part of a rolled-back bet to the balance it came from, and its win share follows', async () => {
    const testApp = realFirst.current;
    const { playerId, session, unit } = await playingWithBonus(testApp, 3, 5);
    const first = bet(session, 4 * unit);
    const second = bet(session, 2 * unit, { roundId: first.roundId });
    ok(await walletCall(testApp, 'bet', first));
    ok(await walletCall(testApp, 'bet', second));
    expect(await balancesOf(testApp, playerId)).toEqual({ real: 0, bonus: 2 * unit });
    expect(await roundOf(testApp, first.roundId)).toMatchObject({ stake: 6 * unit, bonusStake: 3 * unit });
    const refunded = ok(await walletCall(testApp, 'rollback', rollback(session, first)));
    expect(await balancesOf(testApp, playerId)).toEqual({ real: 3 * unit, bonus: 3 * unit });
    expect(refunded.balance).toBe(6 * unit);
    expect(await roundOf(testApp, first.roundId)).toMatchObject({ stake: 2 * unit, bonusStake: 2 * unit });
    // The refund names the bet and the transfer that took its stake; the round is not settled yet.
    const [placed] = await eventsOf(testApp, playerId, 'BetPlaced');
    expect(await eventsOf(testApp, playerId, 'BetRolledBack')).toEqual([
      {
        provider: expect.any(String),
        roundId: first.roundId,
        gameId: expect.any(Number),
        gameSlug: 'book-of-sevens',
        gameKind: 'video-slot',
        occurredAt: testApp.clock.now().toISOString(),
        currency: 'UAH',
        amount: 4 * unit,
        real: 3 * unit,
        bonus: unit,
        transactionId: first.transactionId,
        transferId: (placed as { transferId: number }).transferId,
      },
    ]);
    expect(await eventsOf(testApp, playerId, 'RoundSettled')).toEqual([]);
    // What is left of the stake is all bonus money: so is the win.
    ok(await walletCall(testApp, 'win', win(session, second, 5 * unit)));
    expect(await balancesOf(testApp, playerId)).toEqual({ real: 3 * unit, bonus: 8 * unit });
    await expectLedgerWhole(testApp);
  });
});

describe('stake guards', () => {
  it("refuses a stake a guard refuses, as the provider's bet limit, with nothing taken", async () => {
    const testApp = realFirst.current;
    const { playerId, session, unit } = await playingWithBonus(testApp, 3, 5);
    const seen: GuardedStake[] = [];
    testApp.app.games.stakeGuards.add(async (_tx, stake) => {
      if (stake.playerId !== playerId) return;
      seen.push(stake);
      if (stake.amount > 2 * unit)
        throw new AppError('bonus_max_bet', 'The stake is above the bonus maximum bet');
    });
    const tooBig = bet(session, 3 * unit);
    const refusal = refused(await walletCall(testApp, 'bet', tooBig), 422, 'BET_LIMIT');
    expect(refusal.message).toBe('The stake is above the bonus maximum bet');
    refused(await walletCall(testApp, 'bet-win', betWin(session, 3 * unit, unit)), 422, 'BET_LIMIT');
    // Refused for good: a replay gets the same answer.
    refused(await walletCall(testApp, 'bet', tooBig), 422, 'BET_LIMIT');
    expect(await balancesOf(testApp, playerId)).toEqual({ real: 3 * unit, bonus: 5 * unit });
    expect(await roundOf(testApp, tooBig.roundId)).toBeUndefined();
    ok(await walletCall(testApp, 'bet', bet(session, 2 * unit)));
    expect(seen.map((stake) => stake.amount)).toEqual([3 * unit, 3 * unit, 2 * unit]);
    expect(seen[0]).toEqual({ playerId, currency: 'UAH', amount: 3 * unit, gameKind: 'video-slot' });
  });
});
