import { appInitSchema, BRANDS } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, initPlayer, login, sessionCookieOf } from './support/auth-players.ts';
import { buildTestApp, callApi, type TestApp } from './support/test-app.ts';

const PASSWORD = 'Correct-Horse-1';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

describe('player main data of a logged-in player', () => {
  it('fills the spec section 3 fields from the player', async () => {
    const player = await createPlayer(testApp, PASSWORD, {
      nickname: 'Ace',
      phoneConfirmed: true,
      hasAutoPassword: true,
      registration: {
        source: 'web',
        flow: 'allContactsConfirm',
        variant: 'default',
        funnelType: 'closed_funnel',
      },
    });
    const sid = sessionCookieOf(await login(testApp.app, { login: player.login, password: PASSWORD }));
    const response = await callApi(testApp.app, { url: '/rest/app/init/', cookies: { sid: String(sid) } });
    const body = appInitSchema.parse(response.json());
    expect(body.appMain.player).toEqual({
      isGuest: false,
      isMobile: false,
      login: player.login,
      email: player.email,
      phone: player.phone,
      primaryContact: 'email',
      nickname: 'Ace',
      confirmed: true,
      emailConfirmed: false,
      favoriteGames: [],
      currency: 'UAH',
      depositsCount: 0,
      isTokenizeCash: false,
      ludomanRequestStatus: 'none',
      // No welcome chain and no birthday bonus are configured in this app (see test/bonuses/recurring-bonuses).
      welcomePackage: null,
      birthdayBonus: null,
      hasActiveSportBettingBonus: false,
      jackpotSevens: { lastPlayerWin: null },
      hasAutoPassword: true,
      complete: false,
      registrationFunnel: {
        funnelType: 'closed_funnel',
        flow: 'allContactsConfirm',
        isShowConfirmPopup: true,
        isNeedConfirmAllContacts: true,
      },
      status: null,
      statusConfirmed: false,
      websocket: 'ws://localhost:3000/connection/websocket',
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
    });
  });

  it('keeps the guest shape without a session, with the welcome package in the site currency', async () => {
    const player = await initPlayer(testApp.app, undefined);
    expect(player).toMatchObject({ isGuest: true, login: null, registrationFunnel: null });
    expect(player.welcomePackage).toEqual({
      fsAmount: BRANDS.king.welcomePackage.fsAmount,
      moneyAmount: BRANDS.king.welcomePackage.moneyAmount.UAH,
      currency: 'UAH',
    });
  });
});
