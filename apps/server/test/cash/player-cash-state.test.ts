import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { players } from '../../src/modules/accounts/players/players.schema.ts';
import { initPlayer, login } from '../support/auth-players.ts';
import {
  CARDS,
  cardDeposit,
  cashPlayer,
  cashTestApp,
  depositByCard,
  PASSWORD,
  startDeposit,
} from './support/cash-app.ts';

const apps = cashTestApp();

describe('the player’s cash state elsewhere', () => {
  it('counts completed deposits and saved cards in player main data', async () => {
    const testApp = apps.current;
    const player = await cashPlayer(testApp);
    expect(await initPlayer(testApp.app, player.sid)).toMatchObject({
      depositsCount: 0,
      isTokenizeCash: false,
    });

    await depositByCard(testApp, player, 10_000, { card: CARDS.decline });
    expect(await initPlayer(testApp.app, player.sid)).toMatchObject({
      depositsCount: 0,
      isTokenizeCash: false,
    });

    await depositByCard(testApp, player, 10_000, { saveCard: true });
    expect(await initPlayer(testApp.app, player.sid)).toMatchObject({
      depositsCount: 1,
      isTokenizeCash: true,
    });
    expect(await initPlayer(testApp.app, undefined)).toMatchObject({
      depositsCount: 0,
      isTokenizeCash: false,
    });
  });

  it('answers the same cash state with a login', async () => {
    const testApp = apps.current;
    const player = await cashPlayer(testApp);
    await depositByCard(testApp, player, 10_000, { saveCard: true });
    const [row] = await testApp.database.db.select().from(players).where(eq(players.id, player.id));
    const response = await login(testApp.app, { login: row?.login, password: PASSWORD });
    expect(response.json().player).toMatchObject({ depositsCount: 1, isTokenizeCash: true });
  });

  it('locks the account currency once a deposit is under way or made', async () => {
    const testApp = apps.current;
    const changeTo = (player: Awaited<ReturnType<typeof cashPlayer>>, currencyId: number) =>
      player.post('/rest/player/update/', { currency_id: currencyId });

    const fresh = await cashPlayer(testApp);
    expect((await changeTo(fresh, 2)).statusCode).toBe(200);
    expect((await changeTo(fresh, 1)).statusCode).toBe(200);

    const paying = await cashPlayer(testApp);
    await startDeposit(paying, cardDeposit(10_000));
    const locked = await changeTo(paying, 2);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.code).toBe('currency_locked');

    const failed = await cashPlayer(testApp);
    await depositByCard(testApp, failed, 10_000, { card: CARDS.decline });
    expect((await changeTo(failed, 2)).statusCode).toBe(200);
  });
});
