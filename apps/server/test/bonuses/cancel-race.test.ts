import type { EventPayload } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { bonusWageringStakes } from '../../src/modules/bonuses/bonuses.schema.ts';
import { walletAccounts, walletEntries, walletTransfers } from '../../src/modules/wallet/wallet.schema.ts';
import { bet, expectLedgerWhole, refused, walletCall } from '../games/support/wallet-api.ts';
import { TEST_DATABASE_KIND } from '../support/test-database.ts';
import {
  addTemplate,
  apply,
  balances,
  bonusesPosition,
  bonusesTestApp,
  bonusOf,
  bonusRow,
  countedFor,
  eventsOf,
  newPlayer,
  playSession,
  relay,
  replayFrom,
} from './support/bonus-app.ts';

/** The bonus money a test template grants (`addTemplate`'s default). */
const GRANTED = 10_000;
const STAKE = 500;
/** Fewer stakes than the bonus covers: whenever the cancel comes, something is left for it to forfeit. */
const STAKES = 16;

/**
 * A cancel forfeits the whole bonus balance while stakes of bonus money come in: it locks the player's balances
 * before it reads what to forfeit, so no stake commits between the two and the forfeit never asks for money a
 * stake took. Only PostgreSQL runs stakes and a cancel at once (PGlite has one connection, and would queue them).
 */
describe.runIf(TEST_DATABASE_KIND === 'postgres')('a cancel racing stakes of bonus money', () => {
  const app = bonusesTestApp();

  /** A player with nothing but a bonus's money on their balance, and a session of the studio's slot. */
  async function playingOnBonus() {
    const player = await newPlayer(app.current);
    const taken = await apply(player, await addTemplate(app.current));
    const session = await playSession(app.current, player);
    return { player, playerBonusId: taken.playerBonusId as number, session };
  }

  /** The bonus's forfeit: its transfer, the amount and what it left on the player's bonus balance. */
  async function forfeitOf(playerId: number, playerBonusId: number) {
    const rows = await app.current.database.db
      .select({
        transferId: walletTransfers.id,
        amount: walletEntries.amount,
        balanceAfter: walletEntries.balanceAfter,
      })
      .from(walletTransfers)
      .innerJoin(walletEntries, eq(walletEntries.transferId, walletTransfers.id))
      .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
      .where(
        and(
          eq(walletTransfers.idempotencyKey, `bonus:${playerBonusId}:forfeit`),
          eq(walletAccounts.playerId, playerId),
          eq(walletAccounts.kind, 'bonus'),
        ),
      );
    expect(rows).toHaveLength(1);
    const [row] = rows as [(typeof rows)[number]];
    return { transferId: row.transferId, amount: -row.amount, balanceAfter: row.balanceAfter };
  }

  /** Each stake counted towards the bonus, by its transfer. */
  async function countedStakes(playerBonusId: number) {
    return app.current.database.db
      .select({ transferId: bonusWageringStakes.transferId, counted: bonusWageringStakes.counted })
      .from(bonusWageringStakes)
      .where(eq(bonusWageringStakes.playerBonusId, playerBonusId));
  }

  it('forfeits what was on the bonus balance when it came, loses no stake and counts none twice', async () => {
    const { player, playerBonusId, session } = await playingOnBonus();
    const before = await bonusesPosition(app.current);
    const stakes = Array.from({ length: STAKES }, () => bet(session, STAKE));
    const staking = stakes.map((placed) => walletCall(app.current, 'bet', placed));
    // The cancel goes in among the stakes, and the relay counts what it sees meanwhile.
    const [canceled] = await Promise.all([
      player.delete(`/rest/bonuses/revokebonus/${playerBonusId}/`),
      app.current.app.outbox.runOnce(),
      app.current.app.outbox.runOnce(),
    ]);
    const answers = await Promise.all(staking);

    expect(bonusOf(canceled)).toMatchObject({ status: 'canceled', outcome: 'forfeited' });
    // A stake either went through or was refused for want of money, taking nothing.
    const through = stakes.filter((_, index) => answers[index]?.statusCode === 200);
    for (const answer of answers) {
      if (answer.statusCode !== 200) refused(answer, 422, 'INSUFFICIENT_FUNDS');
    }
    const placed = (await eventsOf(
      app.current,
      player.id,
      'BetPlaced',
    )) as unknown as EventPayload<'BetPlaced'>[];
    expect(placed.map((stake) => stake.transactionId).sort()).toEqual(
      through.map((stake) => stake.transactionId).sort(),
    );
    for (const stake of placed) expect(stake).toMatchObject({ amount: STAKE, real: 0, bonus: STAKE });

    // The forfeit took the whole bonus balance as it stood: the grant less every stake before it. No stake came
    // after it, since nothing was left to stake.
    const forfeit = await forfeitOf(player.id, playerBonusId);
    expect(forfeit.balanceAfter).toBe(0);
    for (const stake of placed) expect(stake.transferId).toBeLessThan(forfeit.transferId);
    expect(forfeit.amount).toBe(GRANTED - STAKE * placed.length);
    expect((await bonusRow(app.current, playerBonusId)).forfeitedAmount).toBe(forfeit.amount);
    expect(await balances(app.current, player.id)).toEqual({ real: 0, bonus: 0 });
    await expectLedgerWhole(app.current);

    // Whatever the relay counted before the cancel was counted once, by its transfer; handed over again, nothing.
    await relay(app.current);
    const counted = await countedStakes(playerBonusId);
    const stakeTransfers = new Set(placed.map((stake) => stake.transferId));
    for (const row of counted) {
      expect(stakeTransfers.has(row.transferId)).toBe(true);
      expect(row.counted).toBe(STAKE);
    }
    const wagered = (await bonusRow(app.current, playerBonusId)).wagered;
    expect(wagered).toBe(STAKE * counted.length);
    expect(await countedFor(app.current, playerBonusId)).toBe(wagered);
    await replayFrom(app.current, before);
    expect((await bonusRow(app.current, playerBonusId)).wagered).toBe(wagered);
    expect(await countedStakes(playerBonusId)).toHaveLength(counted.length);
  });

  it('holds a stake that comes while it decides until its forfeit is written', async () => {
    const { player, playerBonusId, session } = await playingOnBonus();
    const { wallet } = app.current.app;
    const lock = wallet.lockPlayableBalances.bind(wallet);
    let stake: Promise<LightMyRequestResponse> | undefined;
    // Right after the cancel has read the balance it forfeits, a stake of bonus money comes, and is given time
    // to reach the player's balances.
    const locks = vi
      .spyOn(wallet, 'lockPlayableBalances')
      .mockImplementation(async (tx, playerId, currency) => {
        const read = await lock(tx, playerId, currency);
        if (playerId === player.id && !stake) {
          stake = walletCall(app.current, 'bet', bet(session, 3_000));
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        return read;
      });
    try {
      const canceled = bonusOf(await player.delete(`/rest/bonuses/revokebonus/${playerBonusId}/`));
      expect(canceled).toMatchObject({ status: 'canceled', outcome: 'forfeited' });
    } finally {
      locks.mockRestore();
    }
    // The stake went after the forfeit: nothing was left for it.
    refused(await (stake as Promise<LightMyRequestResponse>), 422, 'INSUFFICIENT_FUNDS');
    expect(await forfeitOf(player.id, playerBonusId)).toMatchObject({ amount: GRANTED, balanceAfter: 0 });
    expect((await bonusRow(app.current, playerBonusId)).forfeitedAmount).toBe(GRANTED);
    expect(await eventsOf(app.current, player.id, 'BetPlaced')).toEqual([]);
    expect(await balances(app.current, player.id)).toEqual({ real: 0, bonus: 0 });
    await expectLedgerWhole(app.current);
  });
});
