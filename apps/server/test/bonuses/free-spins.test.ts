import {
  type FreeSpins,
  periodFreeSpinsResponseSchema,
  personalChannel,
  type WalletSession,
} from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freeRoundGrants } from '../../src/modules/games/free-rounds.schema.ts';
import { gameRounds } from '../../src/modules/games/seamless-wallet.schema.ts';
import { walletTransfers } from '../../src/modules/wallet/wallet.schema.ts';
import { betWin, expectLedgerWhole, fund, ok, refused, walletCall } from '../games/support/wallet-api.ts';
import {
  addTemplate,
  balances,
  bonusesTestApp,
  bonusOf,
  bonusRow,
  editTemplate,
  eventsOf,
  listOf,
  newPlayer,
  type Player,
  playSession,
  refusedWith,
  relay,
  spin,
} from './support/bonus-app.ts';

const app = bonusesTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;
/** The test template's spins: 5 at 2 UAH on the studio's Cossack Gold, to play within a day. */
const GAME = 'cossack-gold';
const STAKE = 200;
const ROUNDS = 5;

/** A listed free-spin bonus made for the test: 5 spins, their winnings wagered 3 times, up to 5,000 converted. */
function freeSpinTemplate() {
  return addTemplate(app.current, {
    kind: 'free_spins',
    fixedAmount: {},
    freeSpins: {
      rounds: ROUNDS,
      provider: 'studio',
      gameSlugs: [GAME],
      stake: { UAH: STAKE },
      validityDays: 1,
    },
    wageringMultiplier: 3,
    maxConversion: { UAH: 5_000 },
    validityDays: 7,
  });
}

/** A player who took the test's free-spin bonus (through the landing's call), and its spins as answered. */
async function withSpins(player?: Player) {
  const taker = player ?? (await newPlayer(app.current));
  const bonus = bonusOf(await taker.get(`/rest/bonuses/getfreespinbonus/?id=${await freeSpinTemplate()}`));
  return { player: taker, bonus, spins: bonus.freeSpins as FreeSpins };
}

/** A free round's bet-win of the session: the grant's stake unless told, a new transaction unless named. */
function freeRound(session: WalletSession, grantId: number, won: number, changes: { bet?: number } = {}) {
  return { ...betWin(session, changes.bet ?? STAKE, won), freeRoundId: String(grantId) };
}

async function grantOf(grantId: number) {
  const [row] = await app.current.database.db
    .select()
    .from(freeRoundGrants)
    .where(eq(freeRoundGrants.id, grantId));
  if (!row) throw new Error(`no grant ${grantId}`);
  return row;
}

describe('free spins', () => {
  it('plays every spin at the house’s cost, then wagers the winnings through to conversion', async () => {
    const { player, bonus, spins } = await withSpins();
    expect(bonus).toMatchObject({ type: 'free_spins', status: 'applied', amount: 0 });
    expect(spins).toMatchObject({ rounds: ROUNDS, roundsLeft: ROUNDS, stake: STAKE, winnings: 0 });
    expect(spins.games).toEqual([{ slug: GAME, title: 'Козацьке золото' }]);

    const period = periodFreeSpinsResponseSchema.parse((await player.get('/rest/bonuses/period-fs/')).json())
      .data.freeSpins;
    expect(period).toMatchObject([
      { playerBonusId: bonus.playerBonusId, grantId: spins.grantId, roundsLeft: 5 },
    ]);

    // The provider learns of the rounds from the wallet session of the game, and of no other game.
    const session = await playSession(app.current, player, GAME);
    expect(session.freeRounds).toMatchObject([{ id: String(spins.grantId), roundsLeft: 5, stake: STAKE }]);
    expect((await playSession(app.current, player, 'book-of-sevens')).freeRounds).toBeUndefined();

    const wins = [400, 0, 600, 0, 0];
    for (const [index, won] of wins.entries()) {
      const reply = ok(
        await walletCall(app.current, 'bet-win', freeRound(session, spins.grantId as number, won)),
      );
      expect(reply.freeRoundsLeft).toBe(ROUNDS - index - 1);
    }
    // Nothing of the player's was staked; the winnings are on the bonus balance.
    expect(await balances(app.current, player.id)).toEqual({ real: 0, bonus: 1_000 });
    expect(await grantOf(spins.grantId as number)).toMatchObject({ status: 'finished', roundsLeft: 0 });
    expect(await eventsOf(app.current, player.id, 'BetPlaced')).toEqual([]);

    await relay(app.current);
    const pushed = app.current.published
      .filter(
        ({ channel, message }) => channel === personalChannel(player.id) && message.type === 'freespins',
      )
      .map(({ message }) => message.action);
    expect(pushed).toEqual(['granted', 'played', 'played', 'played', 'played', 'played', 'finished']);
    const rolled = await bonusRow(app.current, bonus.playerBonusId as number);
    expect(rolled).toMatchObject({ status: 'rollover', amount: 1_000, wageringRequired: 3_000, wagered: 0 });
    const page = await listOf(player);
    expect(page.active?.freeSpins).toMatchObject({ roundsLeft: 0, winnings: 1_000, status: 'finished' });

    // Wagered with the winnings themselves on any slot: 15 stakes of 200 that win them back.
    const slot = await playSession(app.current, player);
    for (let stake = 0; stake < 15; stake++) await spin(app.current, slot, 200, 200);
    await relay(app.current);
    expect(await bonusRow(app.current, bonus.playerBonusId as number)).toMatchObject({
      status: 'completed',
      outcome: 'converted',
      convertedAmount: 1_000,
    });
    expect(await balances(app.current, player.id)).toEqual({ real: 1_000, bonus: 0 });
    await expectLedgerWhole(app.current);
  });

  it('keeps the spins and the wagering the bonus was taken with, whatever the template says later', async () => {
    const player = await newPlayer(app.current);
    const rich = await addTemplate(app.current, {
      kind: 'free_spins',
      fixedAmount: {},
      freeSpins: { rounds: 2, provider: 'studio', gameSlugs: [GAME], stake: { UAH: STAKE }, validityDays: 1 },
      wageringMultiplier: 3,
      validityDays: 7,
    });
    // Taken behind an active bonus, the spins are given only when it closes: after the operator's edit.
    const { bonus: first } = await withSpins(player);
    const queued = bonusOf(await player.get(`/rest/bonuses/getfreespinbonus/?id=${rich}`));
    expect(queued.status).toBe('waiting');
    await editTemplate(app.current, rich, {
      freeSpins: { rounds: 50, provider: 'studio', gameSlugs: [GAME], stake: { UAH: 400 }, validityDays: 1 },
      wageringMultiplier: 10,
    });
    await player.delete(`/rest/bonuses/revokebonus/${first.playerBonusId}/`);
    const { active } = await listOf(player);
    expect(active?.freeSpins).toMatchObject({ rounds: 2, roundsLeft: 2, stake: STAKE });

    const session = await playSession(app.current, player, GAME);
    const grantId = active?.freeSpins?.grantId as number;
    for (const won of [500, 0])
      ok(await walletCall(app.current, 'bet-win', freeRound(session, grantId, won)));
    await relay(app.current);
    expect(await bonusRow(app.current, queued.playerBonusId as number)).toMatchObject({
      status: 'rollover',
      amount: 500,
      wageringRequired: 1_500,
    });
  });

  it('pays the stakes from the house’s bonus cost, on the ledger', async () => {
    const { player, spins } = await withSpins();
    const session = await playSession(app.current, player, GAME);
    const placed = freeRound(session, spins.grantId as number, 0);
    ok(await walletCall(app.current, 'bet-win', placed));
    const [stake] = await app.current.database.db
      .select({ kind: walletTransfers.kind, playerId: walletTransfers.playerId })
      .from(walletTransfers)
      .where(eq(walletTransfers.idempotencyKey, `game:studio:${placed.transactionId}`));
    expect(stake).toEqual({ kind: 'free_round_stake', playerId: null });
    const [round] = await app.current.database.db
      .select({
        stake: gameRounds.stake,
        bonusStake: gameRounds.bonusStake,
        grant: gameRounds.freeRoundGrantId,
      })
      .from(gameRounds)
      .where(eq(gameRounds.roundId, placed.roundId));
    expect(round).toEqual({ stake: STAKE, bonusStake: 0, grant: spins.grantId });
    await expectLedgerWhole(app.current);
  });

  it('counts a replayed free round once and answers it the same', async () => {
    const { player, spins } = await withSpins();
    const session = await playSession(app.current, player, GAME);
    const request = freeRound(session, spins.grantId as number, 500);
    const [first, second] = await Promise.all([
      walletCall(app.current, 'bet-win', request),
      walletCall(app.current, 'bet-win', request),
    ]);
    expect(ok(first)).toEqual(ok(second));
    expect(ok(await walletCall(app.current, 'bet-win', request))).toEqual(ok(first));
    expect(await grantOf(spins.grantId as number)).toMatchObject({ roundsLeft: ROUNDS - 1, winnings: 500 });
    expect(await balances(app.current, player.id)).toEqual({ real: 0, bonus: 500 });
  });

  it('plays two different rounds at once one after the other', async () => {
    const { player, spins } = await withSpins();
    const session = await playSession(app.current, player, GAME);
    const replies = await Promise.all(
      [100, 200].map(async (won) =>
        ok(await walletCall(app.current, 'bet-win', freeRound(session, spins.grantId as number, won))),
      ),
    );
    expect(replies.map((reply) => reply.freeRoundsLeft).sort()).toEqual([3, 4]);
    expect(await grantOf(spins.grantId as number)).toMatchObject({ roundsLeft: 3, winnings: 300 });
  });

  it('refuses a wrong game, a wrong stake, another player’s grant and rounds used up, moving nothing', async () => {
    const { player, spins } = await withSpins();
    await fund(app.current, player.id, 10_000);
    const grantId = spins.grantId as number;
    const elsewhere = await playSession(app.current, player, 'book-of-sevens');
    refused(
      await walletCall(app.current, 'bet-win', freeRound(elsewhere, grantId, 0)),
      422,
      'FREE_ROUND_WRONG_GAME',
    );
    const session = await playSession(app.current, player, GAME);
    refused(
      await walletCall(app.current, 'bet-win', freeRound(session, grantId, 0, { bet: 400 })),
      422,
      'FREE_ROUND_WRONG_STAKE',
    );
    refused(
      await walletCall(app.current, 'bet-win', { ...betWin(session, STAKE, 0), freeRoundId: '999999999' }),
      404,
      'FREE_ROUND_NOT_FOUND',
    );
    const other = await newPlayer(app.current);
    const theirs = await playSession(app.current, other, GAME);
    refused(
      await walletCall(app.current, 'bet-win', freeRound(theirs, grantId, 0)),
      404,
      'FREE_ROUND_NOT_FOUND',
    );
    expect(await balances(app.current, player.id)).toEqual({ real: 10_000, bonus: 0 });
    expect(await balances(app.current, other.id)).toEqual({ real: 0, bonus: 0 });
    expect(await grantOf(grantId)).toMatchObject({ roundsLeft: ROUNDS, winnings: 0 });

    for (let round = 0; round < ROUNDS; round++) {
      ok(await walletCall(app.current, 'bet-win', freeRound(session, grantId, 100)));
    }
    refused(
      await walletCall(app.current, 'bet-win', freeRound(session, grantId, 100)),
      409,
      'FREE_ROUNDS_USED_UP',
    );
    expect(await balances(app.current, player.id)).toEqual({ real: 10_000, bonus: 500 });
    await expectLedgerWhole(app.current);
  });

  it('cancels the spins left with their bonus, forfeiting what they won', async () => {
    const { player, bonus, spins } = await withSpins();
    const session = await playSession(app.current, player, GAME);
    ok(await walletCall(app.current, 'bet-win', freeRound(session, spins.grantId as number, 700)));
    bonusOf(await player.delete(`/rest/bonuses/revokebonus/${bonus.playerBonusId}/`));
    expect(await grantOf(spins.grantId as number)).toMatchObject({
      status: 'canceled',
      roundsLeft: ROUNDS - 1,
    });
    refused(
      await walletCall(app.current, 'bet-win', freeRound(session, spins.grantId as number, 100)),
      409,
      'FREE_ROUNDS_USED_UP',
    );
    expect(await balances(app.current, player.id)).toEqual({ real: 0, bonus: 0 });
    await relay(app.current);
    expect(await bonusRow(app.current, bonus.playerBonusId as number)).toMatchObject({ status: 'canceled' });
    await expectLedgerWhole(app.current);
  });

  it('settles a spin racing the bonus’s cancel either before it, its win forfeited, or not at all', async () => {
    const { player, bonus, spins } = await withSpins();
    const session = await playSession(app.current, player, GAME);
    const [spun, canceled] = await Promise.all([
      walletCall(app.current, 'bet-win', freeRound(session, spins.grantId as number, 900)),
      player.delete(`/rest/bonuses/revokebonus/${bonus.playerBonusId}/`),
    ]);
    bonusOf(canceled);
    if (spun.statusCode !== 200) refused(spun, 409, 'FREE_ROUNDS_USED_UP');
    expect(await grantOf(spins.grantId as number)).toMatchObject({ status: 'canceled' });
    expect(await balances(app.current, player.id)).toEqual({ real: 0, bonus: 0 });
    await relay(app.current);
    await expectLedgerWhole(app.current);
  });

  it('ends a bonus whose spins won nothing as lost', async () => {
    const { player, bonus, spins } = await withSpins();
    const session = await playSession(app.current, player, GAME);
    for (let round = 0; round < ROUNDS; round++) {
      ok(await walletCall(app.current, 'bet-win', freeRound(session, spins.grantId as number, 0)));
    }
    await relay(app.current);
    expect(await bonusRow(app.current, bonus.playerBonusId as number)).toMatchObject({
      status: 'completed',
      outcome: 'lost',
    });
  });

  it('wagers what the spins won when their time runs out with spins left', async () => {
    const { player, bonus, spins } = await withSpins();
    const session = await playSession(app.current, player, GAME);
    ok(await walletCall(app.current, 'bet-win', freeRound(session, spins.grantId as number, 300)));
    app.current.clock.advance(DAY_MS + 60_000);
    await app.current.app.jobs.runNow('free-rounds-expiry');
    expect(await grantOf(spins.grantId as number)).toMatchObject({
      status: 'expired',
      roundsLeft: ROUNDS - 1,
    });
    const later = await playSession(app.current, player, GAME);
    expect(later.freeRounds).toBeUndefined();
    refused(
      await walletCall(app.current, 'bet-win', freeRound(later, spins.grantId as number, 0)),
      410,
      'FREE_ROUNDS_EXPIRED',
    );
    await relay(app.current);
    expect(await bonusRow(app.current, bonus.playerBonusId as number)).toMatchObject({
      status: 'rollover',
      amount: 300,
      wageringRequired: 900,
    });
  });

  it('gives the demo’s spins with the SPINS20 code, and nothing to a self-excluded player', async () => {
    const player = await newPlayer(app.current);
    const taken = bonusOf(await player.get('/rest/promo-codes/apply/SPINS20/'));
    expect(taken.freeSpins).toMatchObject({ rounds: 20, roundsLeft: 20, stake: 200, currency: 'UAH' });
    expect(taken.freeSpins?.games.map((game) => game.slug)).toEqual(['cossack-gold', 'book-of-sevens']);

    const excluded = await newPlayer(app.current);
    const timeOut = await excluded.post('/rest/self-limits/exclude/', { kind: 'timeout', period: '24h' });
    expect(timeOut.statusCode, timeOut.body).toBe(200);
    refusedWith(await excluded.get('/rest/bonuses/getfreespinbonus/'), 444, 'self_excluded');
    refusedWith(await excluded.get('/rest/bonuses/period-fs/'), 444, 'self_excluded');
  });
});
