import { describe, expect, it } from 'vitest';
import {
  bet,
  expectLedgerWhole,
  fund,
  ok,
  refused,
  rollback,
  walletCall,
  win,
} from '../games/support/wallet-api.ts';
import {
  addTemplate,
  apply,
  balances,
  bonusesPosition,
  bonusesTestApp,
  bonusMessagesOf,
  bonusOf,
  bonusRow,
  bonusTransfersOf,
  countedFor,
  daysLater,
  editTemplate,
  eventsOf,
  listOf,
  newPlayer,
  type Player,
  playSession,
  relay,
  replayFrom,
  signInAgain,
  spin,
} from './support/bonus-app.ts';

const app = bonusesTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

/** A player with real money and an active bonus of a template made for the test (10,000 of bonus money). */
async function withBonus(real: number, template: Parameters<typeof addTemplate>[1] = {}) {
  const player = await newPlayer(app.current);
  if (real > 0) await fund(app.current, player.id, real);
  const taken = await apply(player, await addTemplate(app.current, template));
  return { player, playerBonusId: taken.playerBonusId as number };
}

/** Two bets of a player's new round in the studio's slot, both placed: the round stays open. */
async function twoBets(player: Player, stakes: [number, number]) {
  const session = await playSession(app.current, player);
  const first = bet(session, stakes[0]);
  const second = bet(session, stakes[1], { roundId: first.roundId });
  ok(await walletCall(app.current, 'bet', first));
  ok(await walletCall(app.current, 'bet', second));
  return { session, first, second };
}

describe('wagering', () => {
  it('counts each stake once, weighted by its game kind, real money and bonus money alike', async () => {
    const { player, playerBonusId } = await withBonus(100_000);
    const before = await bonusesPosition(app.current);
    await spin(app.current, await playSession(app.current, player), 2_000, 500);
    await spin(app.current, await playSession(app.current, player, 'lucky-dice'), 2_000);
    await spin(app.current, await playSession(app.current, player, 'european-roulette'), 2_000);
    await relay(app.current);
    // A slot counts in full, dice half, roulette a tenth.
    expect(await bonusRow(app.current, playerBonusId)).toMatchObject({ status: 'rollover', wagered: 3_200 });
    expect(await countedFor(app.current, playerBonusId)).toBe(3_200);

    await replayFrom(app.current, before);
    expect((await bonusRow(app.current, playerBonusId)).wagered).toBe(3_200);
    expect(await countedFor(app.current, playerBonusId)).toBe(3_200);
  });

  it('takes a rolled-back round off the wagering', async () => {
    const { player, playerBonusId } = await withBonus(100_000);
    const session = await playSession(app.current, player);
    const placed = bet(session, 3_000);
    ok(await walletCall(app.current, 'bet', placed));
    await relay(app.current);
    expect((await bonusRow(app.current, playerBonusId)).wagered).toBe(3_000);
    const before = await bonusesPosition(app.current);
    ok(await walletCall(app.current, 'rollback', rollback(session, placed)));
    await relay(app.current);
    expect((await bonusRow(app.current, playerBonusId)).wagered).toBe(0);
    await replayFrom(app.current, before);
    expect((await bonusRow(app.current, playerBonusId)).wagered).toBe(0);
    expect(await countedFor(app.current, playerBonusId)).toBe(0);
  });

  it('takes one rolled-back bet of a round off the wagering while the round stays open', async () => {
    const { player, playerBonusId } = await withBonus(100_000);
    const { session, first, second } = await twoBets(player, [3_000, 2_000]);
    await relay(app.current);
    expect((await bonusRow(app.current, playerBonusId)).wagered).toBe(5_000);
    const before = await bonusesPosition(app.current);
    ok(await walletCall(app.current, 'rollback', rollback(session, first)));
    await relay(app.current);
    expect(await bonusRow(app.current, playerBonusId)).toMatchObject({ status: 'rollover', wagered: 2_000 });
    expect(await countedFor(app.current, playerBonusId)).toBe(2_000);
    await replayFrom(app.current, before);
    expect((await bonusRow(app.current, playerBonusId)).wagered).toBe(2_000);
    // The round closes on the other bet's win: what it counted stays.
    ok(await walletCall(app.current, 'win', win(session, second, 0)));
    await relay(app.current);
    expect(await bonusRow(app.current, playerBonusId)).toMatchObject({ status: 'rollover', wagered: 2_000 });
    expect(await countedFor(app.current, playerBonusId)).toBe(2_000);
  });

  it('counts nothing of a stake made before the active bonus was activated and relayed after', async () => {
    const { player, playerBonusId } = await withBonus(100_000);
    const next = await apply(player, await addTemplate(app.current, { fixedAmount: { UAH: 3_000 } }));
    const session = await playSession(app.current, player);
    // Staked while the first bonus was active; it closes (and the next activates) before the stake is relayed.
    await spin(app.current, session, 2_000);
    bonusOf(await player.delete(`/rest/bonuses/revokebonus/${playerBonusId}/`));
    expect((await bonusRow(app.current, next.playerBonusId as number)).status).toBe('applied');
    await spin(app.current, session, 1_000);
    await relay(app.current);
    expect(await bonusRow(app.current, next.playerBonusId as number)).toMatchObject({
      status: 'rollover',
      wagered: 1_000,
    });
    expect(await countedFor(app.current, next.playerBonusId as number)).toBe(1_000);
    expect((await bonusRow(app.current, playerBonusId)).wagered).toBe(0);
  });

  it('converts the bonus when wagered through, up to its maximum conversion, and forfeits the rest', async () => {
    const { player, playerBonusId } = await withBonus(100_000, {
      wageringMultiplier: 1,
      maxConversion: { UAH: 4_000 },
    });
    const queued = await apply(player, await addTemplate(app.current, { fixedAmount: { UAH: 3_000 } }));
    const session = await playSession(app.current, player);
    for (let stake = 0; stake < 4; stake++) await spin(app.current, session, 2_000);
    await relay(app.current);
    expect(await bonusRow(app.current, playerBonusId)).toMatchObject({ status: 'rollover', wagered: 8_000 });
    await spin(app.current, session, 2_000);
    await relay(app.current);
    expect(await bonusRow(app.current, playerBonusId)).toMatchObject({
      status: 'completed',
      outcome: 'converted',
      wagered: 10_000,
      convertedAmount: 4_000,
      forfeitedAmount: 6_000,
    });
    expect(await bonusTransfersOf(app.current, player.id, 'bonus_conversion')).toEqual([
      { key: `bonus:${playerBonusId}:conversion`, amount: 4_000 },
    ]);
    expect(await bonusTransfersOf(app.current, player.id, 'bonus_forfeit')).toEqual([
      { key: `bonus:${playerBonusId}:forfeit`, amount: 6_000 },
    ]);
    // Real money staked 10,000 and won back the 4,000 converted; the queued bonus is active now.
    expect(await balances(app.current, player.id)).toEqual({ real: 94_000, bonus: 3_000 });
    expect(await bonusRow(app.current, queued.playerBonusId as number)).toMatchObject({ status: 'applied' });
    await relay(app.current);
    expect(bonusMessagesOf(app.current, player.id).map(({ action, data }) => [action, data])).toEqual([
      ['applied', expect.objectContaining({ playerBonusId })],
      ['assigned', expect.objectContaining({ playerBonusId: queued.playerBonusId })],
      ['complete', expect.objectContaining({ playerBonusId, status: 'completed', convertedAmount: 4_000 })],
      ['applied', expect.objectContaining({ playerBonusId: queued.playerBonusId, amount: 3_000 })],
    ]);
    await expectLedgerWhole(app.current);
  });

  it("refuses a stake above the bonus's maximum bet while it is wagered, taking nothing", async () => {
    const { player, playerBonusId } = await withBonus(100_000, { maxBet: { UAH: 2_500 } });
    const session = await playSession(app.current, player);
    refused(await walletCall(app.current, 'bet', bet(session, 3_000)), 422, 'BET_LIMIT');
    expect(await balances(app.current, player.id)).toEqual({ real: 100_000, bonus: 10_000 });
    await spin(app.current, session, 2_500);
    bonusOf(await player.delete(`/rest/bonuses/revokebonus/${playerBonusId}/`));
    // Without a bonus the maximum is the game's again.
    await spin(app.current, session, 3_000);
    expect(await balances(app.current, player.id)).toEqual({ real: 94_500, bonus: 0 });
  });
});

/** A bonus's status once `days` more days have passed and the expiry job has run. */
async function statusAfterDays(days: number, playerBonusId: number) {
  daysLater(app.current, days);
  await app.current.app.jobs.runNow('bonus-expiry');
  return (await bonusRow(app.current, playerBonusId)).status;
}

describe("a taken bonus's own terms", () => {
  it('counts stakes and expires by the terms it was taken with, whatever the template says since', async () => {
    const player = await newPlayer(app.current);
    const activeTemplate = await addTemplate(app.current, { validityDays: 2 });
    const queuedTemplate = await addTemplate(app.current, { fixedAmount: { UAH: 3_000 }, validityDays: 4 });
    const active = (await apply(player, activeTemplate)).playerBonusId as number;
    const queued = (await apply(player, queuedTemplate)).playerBonusId as number;
    // The operator makes slots count nothing and every bonus last one day.
    for (const id of [activeTemplate, queuedTemplate]) {
      await editTemplate(app.current, id, { contributions: { 'video-slot': 0 }, validityDays: 1 });
    }
    await spin(app.current, await playSession(app.current, player), 2_000);
    await relay(app.current);
    expect((await bonusRow(app.current, active)).wagered).toBe(2_000);
    const shown = await listOf(player);
    expect(shown.active?.terms).toMatchObject({
      contributions: expect.objectContaining({ 'video-slot': 100 }),
      validityDays: 2,
    });
    expect(shown.queued[0]?.terms).toMatchObject({ validityDays: 4 });

    expect(await statusAfterDays(1, active)).toBe('rollover');
    expect(await statusAfterDays(1, active)).toBe('expired');
    // The queued bonus activates for its own four days, and counts slots in full.
    const activatedAt = app.current.clock.now();
    expect(await bonusRow(app.current, queued)).toMatchObject({
      status: 'applied',
      expiresAt: new Date(activatedAt.getTime() + 4 * DAY_MS),
    });
    const again = await signInAgain(app.current, player);
    await spin(app.current, await playSession(app.current, again), 1_000);
    await relay(app.current);
    expect((await bonusRow(app.current, queued)).wagered).toBe(1_000);
    expect(await statusAfterDays(3, queued)).toBe('rollover');
    expect(await statusAfterDays(1, queued)).toBe('expired');
  });
});

describe('expiry', () => {
  it('forfeits a bonus past its end, keeps real money, and activates the next in the queue', async () => {
    const { player, playerBonusId } = await withBonus(20_000, { validityDays: 2 });
    const queued = await apply(player, await addTemplate(app.current, { fixedAmount: { UAH: 3_000 } }));
    daysLater(app.current, 1);
    await app.current.app.jobs.runNow('bonus-expiry');
    expect((await bonusRow(app.current, playerBonusId)).status).toBe('applied');
    daysLater(app.current, 1);
    await app.current.app.jobs.runNow('bonus-expiry');
    expect(await bonusRow(app.current, playerBonusId)).toMatchObject({
      status: 'expired',
      outcome: 'forfeited',
      forfeitedAmount: 10_000,
    });
    expect(await bonusRow(app.current, queued.playerBonusId as number)).toMatchObject({
      status: 'applied',
      activatedAt: app.current.clock.now(),
    });
    expect(await balances(app.current, player.id)).toEqual({ real: 20_000, bonus: 3_000 });
    await relay(app.current);
    expect(bonusMessagesOf(app.current, player.id).map(({ action }) => action)).toEqual([
      'applied',
      'assigned',
      'canceled',
      'applied',
    ]);
  });
});

/**
 * These stake bonus money: a stake takes real money first and bonus money for the rest, and a win goes back in
 * the round's bonus share (the money path of decision 027).
 */
describe('stakes of bonus money', () => {
  it('forfeits exactly the bonus balance on a cancel, wins on bonus money included, and keeps real money', async () => {
    const { player, playerBonusId } = await withBonus(1_000);
    const session = await playSession(app.current, player);
    // Half the stake is bonus money: half the win goes to the bonus balance.
    await spin(app.current, session, 2_000, 4_000);
    expect(await balances(app.current, player.id)).toEqual({ real: 2_000, bonus: 11_000 });
    bonusOf(await player.delete(`/rest/bonuses/revokebonus/${playerBonusId}/`));
    expect(await balances(app.current, player.id)).toEqual({ real: 2_000, bonus: 0 });
    expect(await bonusTransfersOf(app.current, player.id, 'bonus_forfeit')).toEqual([
      { key: `bonus:${playerBonusId}:forfeit`, amount: 11_000 },
    ]);
    await expectLedgerWhole(app.current);
  });

  it('ends a bonus spent to nothing before it is wagered through as lost', async () => {
    const { player, playerBonusId } = await withBonus(0);
    const queued = await apply(player, await addTemplate(app.current, { fixedAmount: { UAH: 3_000 } }));
    const session = await playSession(app.current, player);
    await spin(app.current, session, 4_000);
    await spin(app.current, session, 4_000);
    await relay(app.current);
    expect((await bonusRow(app.current, playerBonusId)).status).toBe('rollover');
    await spin(app.current, session, 2_000);
    await relay(app.current);
    expect(await bonusRow(app.current, playerBonusId)).toMatchObject({
      status: 'completed',
      outcome: 'lost',
      wagered: 10_000,
      convertedAmount: 0,
    });
    expect(await bonusRow(app.current, queued.playerBonusId as number)).toMatchObject({ status: 'applied' });
    expect(await balances(app.current, player.id)).toEqual({ real: 0, bonus: 3_000 });
  });

  it('forfeits the bonus part of a bet refunded after its bonus was canceled, while its round stays open', async () => {
    const { player, playerBonusId } = await withBonus(0);
    const { session, first } = await twoBets(player, [2_000, 1_000]);
    bonusOf(await player.delete(`/rest/bonuses/revokebonus/${playerBonusId}/`));
    ok(await walletCall(app.current, 'rollback', rollback(session, first)));
    expect(await balances(app.current, player.id)).toEqual({ real: 0, bonus: 2_000 });
    await relay(app.current);
    expect(await balances(app.current, player.id)).toEqual({ real: 0, bonus: 0 });
    expect((await bonusRow(app.current, playerBonusId)).forfeitedAmount).toBe(7_000 + 2_000);
    const [placed] = await eventsOf(app.current, player.id, 'BetPlaced');
    expect(await eventsOf(app.current, player.id, 'BetRolledBack')).toEqual([
      expect.objectContaining({
        roundId: first.roundId,
        transactionId: first.transactionId,
        transferId: (placed as { transferId: number }).transferId,
        amount: 2_000,
        real: 0,
        bonus: 2_000,
      }),
    ]);
    await expectLedgerWhole(app.current);
  });

  it('forfeits a win on bonus money that lands after its bonus was canceled', async () => {
    const { player, playerBonusId } = await withBonus(0);
    const session = await playSession(app.current, player);
    const placed = bet(session, 2_000);
    ok(await walletCall(app.current, 'bet', placed));
    bonusOf(await player.delete(`/rest/bonuses/revokebonus/${playerBonusId}/`));
    ok(await walletCall(app.current, 'win', win(session, placed, 6_000)));
    expect(await balances(app.current, player.id)).toEqual({ real: 0, bonus: 6_000 });
    const before = await bonusesPosition(app.current);
    await relay(app.current);
    expect(await balances(app.current, player.id)).toEqual({ real: 0, bonus: 0 });
    expect((await bonusRow(app.current, playerBonusId)).forfeitedAmount).toBe(8_000 + 6_000);
    await replayFrom(app.current, before);
    expect(
      (await bonusTransfersOf(app.current, player.id, 'bonus_forfeit')).map(({ amount }) => amount),
    ).toEqual([8_000, 6_000]);
    await expectLedgerWhole(app.current);
  });
});
