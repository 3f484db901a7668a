import { bonusResponseSchema, STUDIO_PROVIDER, studioRoundResponseSchema } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { callApi } from '../support/test-app.ts';
import { casinoBalance, fundedPlayer, openGame, play, STARTING_BALANCE, studioTestApp } from './support.ts';

const apps = studioTestApp();
const STAKE = 200;

/** A free-spin bonus of 3 spins at 2 UAH on Cossack Gold, taken by a funded player: their casino session id. */
async function playerWithSpins() {
  const testApp = apps.current;
  const slug = `studio-spins-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  await testApp.app.bonuses.templates.add(testApp.database.db, {
    slug,
    kind: 'free_spins',
    category: 'casino',
    title: { uk: 'Фриспіни', ru: 'Фриспины', en: 'Free spins' },
    description: { uk: '', ru: '', en: '' },
    cardType: 'free-spins',
    externalId: null,
    promoCode: null,
    listed: true,
    percent: null,
    maxAmount: {},
    fixedAmount: {},
    minDeposit: {},
    maxDeposit: {},
    depositRule: null,
    freeSpins: {
      rounds: 3,
      provider: STUDIO_PROVIDER,
      gameSlugs: ['cossack-gold'],
      stake: { UAH: STAKE },
      validityDays: 1,
    },
    wageringMultiplier: 3,
    wageringBase: 'bonus',
    contributions: { 'video-slot': 100 },
    maxBet: {},
    maxConversion: {},
    validityDays: 7,
    eligibility: { brands: [], currencies: [], maxBalanceForActivation: {}, daysSinceLastDeposit: null },
    startsAt: null,
    endsAt: null,
    active: true,
  });
  const { sid } = await fundedPlayer(testApp);
  const taken = await callApi(testApp.app, { url: '/rest/bonuses/getfreespinbonus/', cookies: { sid } });
  expect(taken.statusCode, taken.body).toBe(200);
  expect(bonusResponseSchema.parse(taken.json()).data.freeSpins?.roundsLeft).toBe(3);
  return sid;
}

describe('free spins in the studio', () => {
  it('shows the casino’s free rounds and plays them at the casino’s cost, the wins on the bonus balance', async () => {
    const testApp = apps.current;
    const sid = await playerWithSpins();
    const session = await openGame(testApp, 'cossack-gold', { sid });
    expect(session.freeRounds).toEqual({ roundsLeft: 3, stake: STAKE });

    let won = 0;
    for (let spin = 0; spin < 3; spin++) {
      const response = await play(testApp, session.sessionToken, { bet: STAKE, freeRound: true });
      expect(response.statusCode, response.body).toBe(200);
      const round = studioRoundResponseSchema.parse(response.json()).data;
      expect(round).toMatchObject({ bet: STAKE, freeRound: true, status: 'settled' });
      won += round.win;
      // The playable balance: the real money untouched, what the spins won on the bonus balance.
      expect(round.balance).toBe(STARTING_BALANCE + won);
    }
    expect(await casinoBalance(testApp, sid)).toBe(STARTING_BALANCE);

    const spent = await play(testApp, session.sessionToken, { bet: STAKE, freeRound: true });
    expect(spent.statusCode, spent.body).toBe(409);
    expect(spent.json().error.code).toBe('free_rounds_unavailable');
  });

  it('refuses a free round in a game the casino gave none for', async () => {
    const testApp = apps.current;
    const sid = await playerWithSpins();
    const session = await openGame(testApp, 'book-of-sevens', { sid });
    expect(session.freeRounds).toBeUndefined();
    const response = await play(testApp, session.sessionToken, { bet: STAKE, freeRound: true });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error.code).toBe('free_rounds_unavailable');
  });
});
