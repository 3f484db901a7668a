import { personalChannel, profileResponseSchema } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { bet, expectLedgerWhole, fund, ok, rollback, walletCall, win } from '../games/support/wallet-api.ts';
import {
  addTemplate,
  apply,
  balances,
  bonusesTestApp,
  bonusRows,
  eventsOf,
  newPlayer,
  playSession,
  refusedWith,
  relay,
  spin,
} from './support/bonus-app.ts';
import {
  activeOf,
  addProgram,
  cashbackOf,
  cashbackRows,
  choose,
  closePeriod,
  listed,
  payoutsOf,
} from './support/cashback-app.ts';

describe('cashback', () => {
  const app = bonusesTestApp();

  /** A player who chose a programme, with real money to lose and a session of the studio's slot. */
  async function losing(programId: number, real = 100_000) {
    const player = await newPlayer(app.current);
    await fund(app.current, player.id, real);
    const chosen = await choose(player, programId);
    return { player, chosen, session: await playSession(app.current, player) };
  }

  it('counts the net loss from the ledger: real stakes less refunds and wins, never bonus money', async () => {
    const programId = await addProgram(app.current);
    const player = await newPlayer(app.current);
    await apply(player, await addTemplate(app.current));
    const chosen = await choose(player, programId);
    expect(chosen).toMatchObject({ status: 'active', netLoss: 0, amount: 0, percent: 10 });
    const session = await playSession(app.current, player);
    // With no real money, stakes take the bonus balance and wins go back to it: none of it counts.
    await spin(app.current, session, 2_000);
    await spin(app.current, session, 1_000, 3_000);
    await fund(app.current, player.id, 100_000);
    await spin(app.current, session, 30_000, 5_000);
    const refunded = bet(session, 10_000);
    ok(await walletCall(app.current, 'bet', refunded));
    ok(await walletCall(app.current, 'rollback', rollback(session, refunded)));
    const settled = bet(session, 20_000);
    ok(await walletCall(app.current, 'bet', settled));
    ok(await walletCall(app.current, 'win', win(session, settled, 4_000)));

    expect(await activeOf(player)).toMatchObject({ netLoss: 41_000, amount: 4_100, status: 'active' });
    expect(await listed(player, '/rest/cashback/completed/')).toEqual([]);

    await closePeriod(app.current, chosen);
    const [completed] = await listed(player, '/rest/cashback/completed/');
    expect(completed).toMatchObject({
      playerCashbackId: chosen.playerCashbackId,
      status: 'completed',
      netLoss: 41_000,
      amount: 4_100,
    });
    // The choice carries on into the next period, which starts where this one ended.
    expect(await activeOf(player)).toMatchObject({
      id: programId,
      netLoss: 0,
      periodStart: chosen.periodEnd,
    });
    const profile = profileResponseSchema.parse((await player.get('/rest/player/getProfile/')).json());
    expect(profile.data.cashback).toEqual({ amount: 4_100, status: 'completed' });
    expect((await eventsOf(app.current, player.id, 'CashbackStatusChanged')).map((e) => e.status)).toEqual([
      'active',
      'completed',
    ]);
  });

  it('counts only the game kinds the programme names', async () => {
    const { player, session } = await losing(await addProgram(app.current, { gameKinds: ['live'] }));
    await spin(app.current, session, 30_000);
    expect(await activeOf(player)).toMatchObject({ netLoss: 0, amount: 0 });
  });

  it('pays nothing under the minimum net loss, and the cap above it', async () => {
    const small = await losing(await addProgram(app.current));
    await spin(app.current, small.session, 9_999);
    await closePeriod(app.current, small.chosen);
    const [closed] = await cashbackRows(app.current, small.player.id);
    expect(closed).toMatchObject({ status: 'closed', netLoss: 9_999, amount: 0 });
    refusedWith(await small.player.post(`/rest/cashback/pay/${closed?.id}/`), 409, 'cashback_not_completed');

    const big = await losing(await addProgram(app.current, { maxAmount: { UAH: 1_000 } }));
    await spin(app.current, big.session, 50_000);
    expect(await activeOf(big.player)).toMatchObject({ netLoss: 50_000, amount: 1_000 });
  });

  it('tells the player by push when the period closes and when the cashback is collected', async () => {
    const { player, chosen, session } = await losing(await addProgram(app.current));
    await spin(app.current, session, 20_000);
    await closePeriod(app.current, chosen);
    cashbackOf(await player.get('/rest/players/cashback/apply-current/'));
    await relay(app.current);
    const messages = app.current.published
      .filter(({ channel, message }) => channel === personalChannel(player.id) && message.type === 'cashback')
      .map(({ message }) => [message.action, (message.data as { amount: number }).amount]);
    expect(messages).toEqual([
      ['active', 0],
      ['completed', 2_000],
      ['payed', 2_000],
    ]);
  });

  it('closes a period once when the job runs twice at once', async () => {
    const { player, chosen, session } = await losing(await addProgram(app.current));
    await spin(app.current, session, 20_000);
    app.current.clock.advance(Date.parse(chosen.periodEnd) - app.current.clock.now().getTime() + 1000);
    await Promise.all([
      app.current.app.jobs.runNow('cashback-close'),
      app.current.app.jobs.runNow('cashback-close'),
    ]);
    const rows = await cashbackRows(app.current, player.id);
    expect(rows.map((row) => [row.status, row.amount])).toEqual([
      ['completed', 2_000],
      ['active', 0],
    ]);
    const events = await eventsOf(app.current, player.id, 'CashbackStatusChanged');
    expect(events.filter((event) => event.status === 'completed')).toHaveLength(1);
  });

  it('pays a completed cashback once when it is collected twice at once, from the bonus cost', async () => {
    const { player, chosen, session } = await losing(await addProgram(app.current));
    await spin(app.current, session, 60_000);
    await closePeriod(app.current, chosen);
    const before = await balances(app.current, player.id);
    const id = chosen.playerCashbackId;
    const [paid, applied] = await Promise.all([
      player.post(`/rest/cashback/pay/${id}/`),
      player.post('/rest/players/cashback/apply/', { cashbackId: id }),
    ]);
    expect(cashbackOf(paid)).toMatchObject({ status: 'payed', amount: 6_000 });
    expect(cashbackOf(applied)).toMatchObject({ status: 'payed', amount: 6_000 });
    expect(await payoutsOf(app.current, player.id)).toEqual([
      { key: `cashback:${id}:payout`, amount: 6_000 },
    ]);
    expect((await balances(app.current, player.id)).real).toBe(before.real + 6_000);
    refusedWith(await player.get('/rest/players/cashback/apply-current/'), 404, 'cashback_not_found');
    await expectLedgerWhole(app.current);
  });

  it('collects the oldest completed cashback with apply-current', async () => {
    const { player, chosen, session } = await losing(await addProgram(app.current));
    await spin(app.current, session, 15_000);
    await closePeriod(app.current, chosen);
    expect(cashbackOf(await player.get('/rest/players/cashback/apply-current/'))).toMatchObject({
      playerCashbackId: chosen.playerCashbackId,
      status: 'payed',
      amount: 1_500,
    });
    const profile = profileResponseSchema.parse((await player.get('/rest/player/getProfile/')).json());
    expect(profile.data.cashback).toEqual({ amount: 0, status: 'active' });
  });

  it('pays a bonus programme through the bonus engine, wagered by the programme', async () => {
    const templateId = await addTemplate(app.current, { kind: 'cashback', listed: false, fixedAmount: {} });
    const programId = await addProgram(app.current, {
      payout: 'bonus',
      bonusTemplateId: templateId,
      wageringMultiplier: 1,
    });
    const { player, chosen, session } = await losing(programId);
    await spin(app.current, session, 40_000);
    await closePeriod(app.current, chosen);
    cashbackOf(await player.post(`/rest/cashback/pay/${chosen.playerCashbackId}/`));
    const [bonus] = await bonusRows(app.current, player.id);
    expect(bonus).toMatchObject({
      templateId,
      source: 'cashback',
      sourceRef: `cashback-${chosen.playerCashbackId}`,
      amount: 4_000,
      wageringRequired: 4_000,
      status: 'applied',
    });
    expect((await balances(app.current, player.id)).bonus).toBe(4_000);
    const [row] = await cashbackRows(app.current, player.id);
    expect(row).toMatchObject({ status: 'payed', playerBonusId: bonus?.id });
    await expectLedgerWhole(app.current);
  });

  it('keeps one programme chosen at a time, and offers the rest by priority', async () => {
    const first = await addProgram(app.current, { priority: 1_000 });
    const second = await addProgram(app.current, { priority: 999 });
    const player = await newPlayer(app.current);
    const offered = await listed(player, '/rest/cashback/custom/');
    expect(offered.slice(0, 2).map((offer) => [offer.id, offer.status])).toEqual([
      [first, 'custom'],
      [second, 'custom'],
    ]);
    const priority = await player.get('/rest/cashback/priority/');
    expect(priority.json().data).toMatchObject({ id: first, playerCashbackId: null });
    const chosen = await choose(player, second);
    expect(await choose(player, second)).toMatchObject({ playerCashbackId: chosen.playerCashbackId });
    refusedWith(await player.post(`/rest/cashback/choose/${first}/`), 409, 'cashback_already_active');
    expect((await player.get('/rest/cashback/priority/')).json().data).toMatchObject({ id: second });
    expect((await listed(player, '/rest/cashback/custom/')).map((offer) => offer.id)).not.toContain(second);
  });

  it('refuses a programme the player may not choose, and an unknown one', async () => {
    const player = await newPlayer(app.current);
    const usdOnly = await addProgram(app.current, { eligibility: { brands: [], currencies: ['USD'] } });
    refusedWith(await player.post(`/rest/cashback/choose/${usdOnly}/`), 409, 'cashback_not_available');
    refusedWith(await player.post('/rest/cashback/choose/999999/'), 404, 'cashback_not_found');
  });

  it("answers another player's cashback as missing", async () => {
    const { chosen, session } = await losing(await addProgram(app.current));
    await spin(app.current, session, 20_000);
    await closePeriod(app.current, chosen);
    const other = await newPlayer(app.current);
    const id = chosen.playerCashbackId;
    refusedWith(await other.post(`/rest/cashback/pay/${id}/`), 404, 'cashback_not_found');
    refusedWith(
      await other.post('/rest/players/cashback/apply/', { cashbackId: id }),
      404,
      'cashback_not_found',
    );
    expect(await payoutsOf(app.current, other.id)).toEqual([]);
  });

  it('offers and pays nothing to a player in a time-out: every cashback call answers 444', async () => {
    const { player, chosen, session } = await losing(await addProgram(app.current));
    await spin(app.current, session, 20_000);
    await closePeriod(app.current, chosen);
    const excluded = await player.post('/rest/self-limits/exclude/', { kind: 'timeout', period: '24h' });
    expect(excluded.statusCode, excluded.body).toBe(200);
    const id = chosen.playerCashbackId;
    const calls = [
      () => player.get('/rest/cashback/custom/'),
      () => player.get('/rest/cashback/active/'),
      () => player.get('/rest/cashback/priority/'),
      () => player.get('/rest/cashback/completed/'),
      () => player.post(`/rest/cashback/choose/${chosen.id}/`),
      () => player.post(`/rest/cashback/pay/${id}/`),
      () => player.post('/rest/players/cashback/apply/', { cashbackId: id }),
      () => player.get('/rest/players/cashback/apply-current/'),
    ];
    for (const call of calls) refusedWith(await call(), 444, 'self_excluded');
    expect(await payoutsOf(app.current, player.id)).toEqual([]);
  });

  it('stops carrying a choice on for a player excluded when the period closes', async () => {
    const { player, chosen } = await losing(await addProgram(app.current, { periodDays: 1 }));
    const excluded = await player.post('/rest/self-limits/exclude/', { kind: 'timeout', period: '7d' });
    expect(excluded.statusCode, excluded.body).toBe(200);
    await closePeriod(app.current, chosen);
    expect((await cashbackRows(app.current, player.id)).map((row) => row.status)).toEqual(['closed']);
  });
});
