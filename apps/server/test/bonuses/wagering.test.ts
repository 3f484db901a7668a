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
  newPlayer,
  playSession,
  relay,
  replayFrom,
  spin,
} from './support/bonus-app.ts';

const app = bonusesTestApp();

/** A player with real money and an active bonus of a template made for the test (10,000 of bonus money). */
async function withBonus(real: number, template: Parameters<typeof addTemplate>[1] = {}) {
  const player = await newPlayer(app.current);
  if (real > 0) await fund(app.current, player.id, real);
  const taken = await apply(player, await addTemplate(app.current, template));
  return { player, playerBonusId: taken.playerBonusId as number };
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
