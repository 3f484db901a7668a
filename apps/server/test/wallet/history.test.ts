import { describe, expect, it } from 'vitest';
import { cashPlayer, cashTestApp, depositByCard } from '../cash/support/cash-app.ts';

const app = cashTestApp();
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

describe('account history and statements', () => {
  it('lists movements newest first with the net deposits', async () => {
    const player = await cashPlayer(app.current);
    await depositByCard(app.current, player, 12_345);
    app.current.clock.advance(HOUR_MS);
    await depositByCard(app.current, player, 50_000);
    const response = await player.get('/rest/player/transactions/');
    expect(response.statusCode, response.body).toBe(200);
    const { items, total, netDeposits } = response.json().data;
    expect(total).toBe(2);
    expect(items.map((item: { amount: number }) => item.amount)).toEqual([50_000, 12_345]);
    expect(items[0]).toMatchObject({ group: 'deposit', balanceAfter: 62_345 });
    expect(netDeposits).toEqual({ deposits: 62_345, withdrawals: 0, net: 62_345, currency: 'UAH' });
  });

  it('reaches back a year and filters by period', async () => {
    const player = await cashPlayer(app.current);
    await depositByCard(app.current, player, 10_000);
    app.current.clock.advance(2 * HOUR_MS);
    await depositByCard(app.current, player, 20_000);
    const from = new Date(app.current.clock.now().getTime() - 365 * DAY_MS).toISOString();
    const all = await player.get(`/rest/player/transactions/?from=${encodeURIComponent(from)}`);
    expect(all.json().data.total).toBe(2);
    const recent = new Date(app.current.clock.now().getTime() - HOUR_MS).toISOString();
    const lastHour = await player.get(`/rest/player/transactions/?from=${encodeURIComponent(recent)}`);
    expect(lastHour.json().data.items.map((item: { amount: number }) => item.amount)).toEqual([20_000]);
  });

  it('exports a statement as CSV, oldest first, with decimal amounts', async () => {
    const player = await cashPlayer(app.current);
    await depositByCard(app.current, player, 12_345);
    app.current.clock.advance(60_000);
    await depositByCard(app.current, player, 1_005);
    const response = await player.get('/rest/player/transactions/export/?group=deposit');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="statement-\d+\.csv"$/);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('date,group,kind,amount,currency,balance_after,reference,game,round');
    expect(lines.slice(1).map((line) => line.split(',').slice(1, 6).join(','))).toEqual([
      'deposit,deposit,123.45,UAH,123.45',
      'deposit,deposit,10.05,UAH,133.50',
    ]);
  });

  it('refuses a statement longer than a year or running backwards', async () => {
    const player = await cashPlayer(app.current);
    const now = app.current.clock.now().getTime();
    const tooLong = `from=${new Date(now - 400 * DAY_MS).toISOString()}`;
    const backwards = `from=${new Date(now).toISOString()}&to=${new Date(now - DAY_MS).toISOString()}`;
    for (const query of [tooLong, backwards, 'from=yesterday']) {
      const refused = await player.get(`/rest/player/transactions/export/?${query}`);
      expect(refused.statusCode, query).toBe(422);
    }
  });
});
