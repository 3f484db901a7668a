import { personalChannel } from '@casino/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_START } from '../support/test-app.ts';
import {
  balances,
  bonusesTestApp,
  bonusOf,
  bonusRows,
  deposit,
  newPlayer,
  type Player,
  playSession,
  refusedWith,
  relay,
  spin,
  templateId,
} from './support/bonus-app.ts';

const app = bonusesTestApp();

beforeEach(() => app.current.clock.set(TEST_START));

const MINUTE_MS = 60_000;

function allowedMessagesOf(player: Player) {
  return app.current.published
    .filter(
      ({ channel, message }) => channel === personalChannel(player.id) && message.type === 'allowedWithDep',
    )
    .map(({ message }) => message);
}

/** A player with a first deposit credited (the reload bonus is for the deposits after it). */
async function depositedOnce(): Promise<Player> {
  const player = await newPlayer(app.current);
  await deposit(app.current, player, 20_000);
  await relay(app.current);
  return player;
}

function activate(player: Player, playerBonusId: number) {
  return player.post('/rest/bonuses/apply/', { bonusId: playerBonusId });
}

describe('a deposit bonus allowed after the deposit', () => {
  it('is offered for a next deposit made without a bonus, and activated on that deposit', async () => {
    const reload = await templateId(app.current, 'reload-50');
    const player = await depositedOnce();
    expect(await bonusRows(app.current, player.id)).toEqual([]);

    const paymentId = await deposit(app.current, player, 40_000);
    await relay(app.current);
    const [sleeping] = await bonusRows(app.current, player.id);
    expect(sleeping).toMatchObject({
      templateId: reload,
      status: 'sleeping',
      paymentId,
      depositAmount: 40_000,
      amount: 20_000,
      wageringRequired: 200_000,
      expiresAt: new Date(app.current.clock.now().getTime() + 30 * MINUTE_MS),
    });
    expect(allowedMessagesOf(player)).toEqual([
      expect.objectContaining({
        action: 'offered',
        data: expect.objectContaining({ playerBonusId: sleeping?.id, bonusId: reload, amount: 20_000 }),
      }),
    ]);
    // Relayed again: still one bonus for the deposit.
    await relay(app.current);
    expect(await bonusRows(app.current, player.id)).toHaveLength(1);

    const activated = bonusOf(await activate(player, sleeping?.id as number));
    expect(activated).toMatchObject({ status: 'applied', amount: 20_000 });
    expect(await balances(app.current, player.id)).toEqual({ real: 60_000, bonus: 20_000 });
  });

  it('is refused once the deposit is played', async () => {
    const player = await depositedOnce();
    await deposit(app.current, player, 40_000);
    await relay(app.current);
    const [sleeping] = await bonusRows(app.current, player.id);
    // ₴600 on the balance, ₴400 of it the new deposit: a ₴250 stake lost leaves less than the deposit.
    await spin(app.current, await playSession(app.current, player), 25_000);
    refusedWith(await activate(player, sleeping?.id as number), 409, 'bonus_deposit_played');
    expect(await balances(app.current, player.id)).toEqual({ real: 35_000, bonus: 0 });
  });

  it('expires when its minutes are over', async () => {
    const player = await depositedOnce();
    await deposit(app.current, player, 40_000);
    await relay(app.current);
    app.current.clock.advance(31 * MINUTE_MS);
    await app.current.app.jobs.runNow('bonus-expiry');
    await relay(app.current);
    const [expired] = await bonusRows(app.current, player.id);
    expect(expired).toMatchObject({ status: 'expired' });
    const told = app.current.published.filter(
      ({ channel, message }) => channel === personalChannel(player.id) && message.type === 'assignedBonus',
    );
    expect(told.map(({ message }) => message)).toEqual([
      expect.objectContaining({
        action: 'expired',
        data: expect.objectContaining({ playerBonusId: expired?.id }),
      }),
    ]);
  });

  it('is not offered for a first deposit, nor for a deposit made with a bonus', async () => {
    const welcome = await templateId(app.current, 'welcome-100');
    const reload = await templateId(app.current, 'reload-50');
    const player = await newPlayer(app.current);
    await deposit(app.current, player, 20_000);
    await deposit(app.current, player, 20_000, reload);
    await relay(app.current);
    const rows = await bonusRows(app.current, player.id);
    expect(rows.map(({ templateId: id, status }) => [id, status])).toEqual([[reload, 'applied']]);
    expect(rows.map(({ templateId: id }) => id)).not.toContain(welcome);
    expect(allowedMessagesOf(player)).toEqual([]);
  });
});
