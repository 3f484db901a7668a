import { moneyBoxChangeResponseSchema, moneyBoxResponseSchema } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { bonusesTestApp, newPlayer, type Player } from '../bonuses/support/bonus-app.ts';
import { expectLedgerWhole, fund, principalOf } from '../games/support/wallet-api.ts';

// The money box is the player's balance holds: every movement is a wallet transfer, reconciled with the holds.
const app = bonusesTestApp();
const DAY = 24 * 60 * 60 * 1000;

async function boxOf(player: Player) {
  const response = await player.get('/rest/money-box/');
  expect(response.statusCode, response.body).toBe(200);
  return moneyBoxResponseSchema.parse(response.json()).data;
}

async function changed(response: { statusCode: number; body: string; json(): unknown }) {
  expect(response.statusCode, response.body).toBe(200);
  return moneyBoxChangeResponseSchema.parse(response.json()).data;
}

function codeOf(response: { statusCode: number; json(): unknown }) {
  return {
    status: response.statusCode,
    code: (response.json() as { error?: { code?: string } }).error?.code,
  };
}

function add(player: Player, amount: number, key: string, holdTill?: Date) {
  return player.post('/rest/money-box/add/', {
    amount,
    idempotency_key: key,
    ...(holdTill ? { holdTill: holdTill.toISOString() } : {}),
  });
}

async function funded(amount = 1000_00) {
  const player = await newPlayer(app.current);
  await fund(app.current, player.id, amount);
  return player;
}

describe('money box', () => {
  it('adds, collects and withdraws through the ledger, the box being the player’s holds', async () => {
    const player = await funded();
    expect(await boxOf(player)).toMatchObject({
      balance: 0,
      holdAmounts: [],
      principal: 1000_00,
      currency: 'UAH',
    });

    const parked = await changed(await add(player, 300_00, 'park-00000001'));
    expect(parked).toMatchObject({ returned: 0, box: { balance: 300_00, principal: 700_00 } });
    const till = new Date(app.current.clock.now().getTime() + 2 * DAY);
    const dated = await changed(await add(player, 200_00, 'dated-0000001', till));
    expect(dated.box).toMatchObject({ balance: 500_00, principal: 500_00, holdTransactionLimit: 10 });
    expect(dated.box.holdAmounts.map(({ amount, due, holdTill }) => ({ amount, due, holdTill }))).toEqual([
      { amount: 200_00, due: false, holdTill: till.toISOString() },
      { amount: 300_00, due: true, holdTill: null },
    ]);
    // The inner balance shows the very same holds.
    const inner = (await player.get('/rest/player/inner-balance/show/')).json().data;
    expect(inner.holds.map((hold: { transactionId: number }) => hold.transactionId).sort()).toEqual(
      dated.box.holdAmounts.map((hold) => hold.transactionId).sort(),
    );
    const pushes = app.current.published.filter(
      ({ channel, message }) => message.type === 'moneyBox' && channel === `personal:${player.id}`,
    );
    expect(pushes.at(-1)?.message).toMatchObject({ action: 'update', data: { balance: 500_00 } });

    // A dated amount waits for its date; withdraw takes back only what is due.
    const datedId = dated.box.holdAmounts.find((hold) => !hold.due)!.transactionId;
    expect(codeOf(await player.post('/rest/money-box/collect/', { transactionId: datedId }))).toEqual({
      status: 422,
      code: 'hold_not_due',
    });
    const withdrawn = await changed(await player.post('/rest/money-box/withdraw/'));
    expect(withdrawn).toMatchObject({ returned: 300_00, box: { balance: 200_00, principal: 800_00 } });
    expect(codeOf(await player.post('/rest/money-box/withdraw/'))).toEqual({
      status: 409,
      code: 'money_box_nothing_due',
    });

    app.current.clock.advance(3 * DAY);
    const collected = await changed(
      await player.post('/rest/money-box/collect/', { transactionId: datedId }),
    );
    expect(collected).toMatchObject({
      returned: 200_00,
      box: { balance: 0, holdAmounts: [], principal: 1000_00 },
    });
    app.current.clock.advance(-3 * DAY);
    expect(await principalOf(app.current, player.id)).toBe(1000_00);
    await expectLedgerWhole(app.current);
  });

  it('moves money once for a replayed add, collect or withdraw', async () => {
    const player = await funded();
    const [first, second] = await Promise.all([
      add(player, 100_00, 'replay-000001'),
      add(player, 100_00, 'replay-000001'),
    ]);
    expect((await changed(first)).box.holdAmounts).toHaveLength(1);
    expect((await changed(second)).box.holdAmounts).toHaveLength(1);
    expect(await principalOf(app.current, player.id)).toBe(900_00);
    // The same key for another amount is a conflict, not a second hold.
    expect(codeOf(await add(player, 50_00, 'replay-000001'))).toEqual({
      status: 409,
      code: 'idempotency_conflict',
    });

    const { transactionId } = (await boxOf(player)).holdAmounts[0]!;
    const collects = await Promise.all([
      player.post('/rest/money-box/collect/', { transactionId }),
      player.post('/rest/money-box/collect/', { transactionId }),
    ]);
    expect(collects.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(codeOf(collects.find((response) => response.statusCode === 409)!).code).toBe('hold_closed');
    expect(await principalOf(app.current, player.id)).toBe(1000_00);

    await changed(await add(player, 70_00, 'replay-000002'));
    await changed(await add(player, 30_00, 'replay-000003'));
    const withdraws = await Promise.all([
      player.post('/rest/money-box/withdraw/'),
      player.post('/rest/money-box/withdraw/'),
    ]);
    const returned = withdraws
      .filter((response) => response.statusCode === 200)
      .map((response) => moneyBoxChangeResponseSchema.parse(response.json()).data.returned);
    expect(returned.reduce((sum, amount) => sum + amount, 0)).toBe(100_00);
    expect(await principalOf(app.current, player.id)).toBe(1000_00);
    await expectLedgerWhole(app.current);
  });

  it('answers 404 to a collect of another player’s held amount, and moves nothing', async () => {
    const owner = await funded();
    const other = await funded();
    const { box } = await changed(await add(owner, 100_00, 'owner-000001'));
    const { transactionId } = box.holdAmounts[0]!;
    expect(codeOf(await other.post('/rest/money-box/collect/', { transactionId }))).toEqual({
      status: 404,
      code: 'hold_not_found',
    });
    expect((await boxOf(owner)).balance).toBe(100_00);
    expect(await principalOf(app.current, other.id)).toBe(1000_00);
  });

  it('refuses an amount above the balance, and more holds than the limit', async () => {
    const player = await funded(100_00);
    expect(codeOf(await add(player, 100_01, 'over-0000001'))).toEqual({
      status: 422,
      code: 'insufficient_funds',
    });
    for (let index = 0; index < 10; index++) {
      await changed(await add(player, 1_00, `limit-${String(index).padStart(6, '0')}`));
    }
    expect(codeOf(await add(player, 1_00, 'limit-overflow'))).toEqual({
      status: 422,
      code: 'too_many_holds',
    });
    expect((await boxOf(player)).balance).toBe(10_00);
    await expectLedgerWhole(app.current);
  });

  it('answers 444 to a self-excluded player who would take money back into play; putting aside stays open', async () => {
    const player = await funded();
    const { box } = await changed(await add(player, 100_00, 'excluded-0001'));
    const excluded = await player.post('/rest/self-limits/exclude/', { kind: 'timeout', period: '24h' });
    expect(excluded.statusCode, excluded.body).toBe(200);
    const { transactionId } = box.holdAmounts[0]!;
    expect((await player.post('/rest/money-box/collect/', { transactionId })).statusCode).toBe(444);
    expect((await player.post('/rest/money-box/withdraw/')).statusCode).toBe(444);
    expect((await add(player, 50_00, 'excluded-0002')).statusCode).toBe(200);
    expect((await boxOf(player)).balance).toBe(150_00);
  });

  it('is for signed-in players only', async () => {
    const response = await app.current.app.inject({
      method: 'GET',
      url: '/rest/money-box/',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(response.statusCode).toBe(401);
  });
});
