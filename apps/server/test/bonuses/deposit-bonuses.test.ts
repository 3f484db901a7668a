import { describe, expect, it } from 'vitest';
import {
  addTemplate,
  apply,
  balances,
  bonusesPosition,
  bonusesTestApp,
  bonusMessagesOf,
  bonusOf,
  bonusRows,
  bonusTransfersOf,
  deposit,
  eventsOf,
  newPlayer,
  relay,
  replayFrom,
  templateId,
} from './support/bonus-app.ts';

const app = bonusesTestApp();

describe('deposit bonuses', () => {
  it('grants the bonus chosen with a deposit once it is credited, and once however often it is handed over', async () => {
    const player = await newPlayer(app.current);
    const welcome = await templateId(app.current, 'welcome-100');
    const before = await bonusesPosition(app.current);
    const paymentId = await deposit(app.current, player, 50_000, welcome);
    // Nothing is granted before the deposit's event is relayed.
    expect(await balances(app.current, player.id)).toEqual({ real: 50_000, bonus: 0 });
    await relay(app.current);
    const [bonus] = await bonusRows(app.current, player.id);
    expect(bonus).toMatchObject({
      templateId: welcome,
      status: 'applied',
      source: 'deposit',
      sourceRef: paymentId,
      paymentId,
      depositAmount: 50_000,
      amount: 50_000,
      wageringRequired: 500_000,
      maxBet: 25_000,
      maxConversion: 2_000_000,
    });
    expect(await balances(app.current, player.id)).toEqual({ real: 50_000, bonus: 50_000 });

    await replayFrom(app.current, before);
    expect(await bonusRows(app.current, player.id)).toHaveLength(1);
    expect(await bonusTransfersOf(app.current, player.id, 'bonus_grant')).toEqual([
      { key: `bonus:${bonus?.id}:grant`, amount: 50_000 },
    ]);
    expect(await balances(app.current, player.id)).toEqual({ real: 50_000, bonus: 50_000 });
  });

  it('turns the chosen (`init`) bonus into the granted one, capped at its maximum', async () => {
    const player = await newPlayer(app.current);
    const welcome = await templateId(app.current, 'welcome-100');
    const chosen = await apply(player, welcome);
    await deposit(app.current, player, 1_500_000, welcome);
    await relay(app.current);
    expect(await bonusRows(app.current, player.id)).toEqual([
      expect.objectContaining({ id: chosen.playerBonusId, status: 'applied', amount: 1_000_000 }),
    ]);
    expect(await balances(app.current, player.id)).toEqual({ real: 1_500_000, bonus: 1_000_000 });
    expect(bonusMessagesOf(app.current, player.id).map(({ action, data }) => [action, data])).toEqual([
      [
        'assigned',
        expect.objectContaining({ playerBonusId: chosen.playerBonusId, status: 'init', amount: 0 }),
      ],
      ['applied', expect.objectContaining({ playerBonusId: chosen.playerBonusId, amount: 1_000_000 })],
    ]);
  });

  it('grants nothing for a deposit the bonus is not for, and tells the player why', async () => {
    const player = await newPlayer(app.current);
    const welcome = await templateId(app.current, 'welcome-100');
    const reload = await templateId(app.current, 'reload-50');
    const codeOnly = await addTemplate(app.current, {
      kind: 'deposit',
      listed: false,
      promoCode: `HIDDEN${Date.now()}`,
      percent: 10,
      fixedAmount: {},
      minDeposit: { UAH: 1_000 },
      depositRule: 'any',
    });
    const notNext = await deposit(app.current, player, 20_000, reload);
    const notFirst = await deposit(app.current, player, 20_000, welcome);
    const tooSmall = await deposit(app.current, player, 5_000, reload);
    const notChosen = await deposit(app.current, player, 20_000, codeOnly);
    const unknown = await deposit(app.current, player, 20_000, 999_999);
    await relay(app.current);
    expect(await bonusRows(app.current, player.id)).toEqual([]);
    expect(await balances(app.current, player.id)).toEqual({ real: 85_000, bonus: 0 });
    const rejected = [
      [notNext, reload, 'deposit_rule'],
      [notFirst, welcome, 'deposit_rule'],
      [tooSmall, reload, 'deposit_amount'],
      [notChosen, codeOnly, 'not_available'],
      [unknown, 999_999, 'not_available'],
    ].map(([paymentId, bonusId, reason]) => ({ paymentId, bonusId, reason }));
    expect(
      (await eventsOf(app.current, player.id, 'DepositBonusRejected')).map(
        ({ paymentId, bonusId, reason }) => ({
          paymentId,
          bonusId,
          reason,
        }),
      ),
    ).toEqual(rejected);
    expect(bonusMessagesOf(app.current, player.id)).toEqual(
      rejected.map(({ paymentId, bonusId, reason }) =>
        expect.objectContaining({
          type: 'bonus',
          action: 'rejected',
          data: expect.objectContaining({ paymentId, bonusId, reason, currency: 'UAH' }),
        }),
      ),
    );
  });

  it('queues a reload behind the active bonus and activates it when that one is canceled', async () => {
    const player = await newPlayer(app.current);
    const welcome = await templateId(app.current, 'welcome-100');
    const reload = await templateId(app.current, 'reload-50');
    await deposit(app.current, player, 40_000, welcome);
    await relay(app.current);
    await deposit(app.current, player, 2_000_000, reload);
    await relay(app.current);
    const [first, second] = await bonusRows(app.current, player.id);
    expect(first).toMatchObject({ status: 'applied', amount: 40_000 });
    expect(second).toMatchObject({ status: 'waiting', amount: 500_000, activatedAt: null, expiresAt: null });
    expect(await balances(app.current, player.id)).toEqual({ real: 2_040_000, bonus: 40_000 });

    bonusOf(await player.delete(`/rest/bonuses/revokebonus/${first?.id}/`));
    expect(await balances(app.current, player.id)).toEqual({ real: 2_040_000, bonus: 500_000 });
    const [, activated] = await bonusRows(app.current, player.id);
    expect(activated).toMatchObject({ status: 'applied', activatedAt: app.current.clock.now() });

    // A reload may be taken again once the one before has closed, one per deposit.
    bonusOf(await player.delete(`/rest/bonuses/revokebonus/${activated?.id}/`));
    await deposit(app.current, player, 20_000, reload);
    await relay(app.current);
    expect((await bonusRows(app.current, player.id)).map((row) => [row.status, row.amount])).toEqual([
      ['canceled', 40_000],
      ['canceled', 500_000],
      ['applied', 10_000],
    ]);
  });
});
