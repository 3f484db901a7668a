import { describe, expect, it } from 'vitest';
import { callApi } from '../support/test-app.ts';
import {
  addTemplate,
  apply,
  balances,
  bonusesTestApp,
  bonusOf,
  newPlayer,
  refusedWith,
  templateId,
} from './support/bonus-app.ts';

const app = bonusesTestApp();
/** Rate limits on, as in production: the promo code calls' own limit is what these tests are about. */
const limited = bonusesTestApp({ RATE_LIMITS: 'on' });

describe('promo codes', () => {
  it('shows the bonus a code gives, as the player would take it, whatever case it is typed in', async () => {
    const player = await newPlayer(app.current);
    const shown = bonusOf(await player.get('/rest/promo-codes/validate/welcome50/'));
    expect(shown).toMatchObject({
      id: await templateId(app.current, 'welcome-50-no-deposit'),
      playerBonusId: null,
      status: 'init',
      type: 'no_deposit',
      promoCode: 'WELCOME50',
      terms: { fixedAmount: 5_000, wageringMultiplier: 3, maxConversion: 50_000 },
    });
    expect(await balances(app.current, player.id)).toEqual({ real: 0, bonus: 0 });
  });

  it('takes the bonus a code gives once, whichever way it was taken first', async () => {
    const player = await newPlayer(app.current);
    const taken = bonusOf(await player.get('/rest/promo-codes/apply/WELCOME50/'));
    expect(taken).toMatchObject({ status: 'applied', amount: 5_000, balance: 5_000 });
    refusedWith(await player.get('/rest/promo-codes/apply/WELCOME50/'), 409, 'bonus_already_taken');
    refusedWith(await player.get('/rest/promo-codes/validate/WELCOME50/'), 409, 'bonus_already_taken');
    refusedWith(await player.get(`/rest/bonus/${taken.id}/apply/`), 409, 'bonus_already_taken');

    const other = await newPlayer(app.current);
    await apply(other, taken.id);
    refusedWith(await other.get('/rest/promo-codes/apply/WELCOME50/'), 409, 'bonus_already_taken');
    expect(await balances(app.current, other.id)).toEqual({ real: 0, bonus: 5_000 });
  });

  it('refuses an unknown code, an expired one, and one not for the player', async () => {
    const player = await newPlayer(app.current);
    const now = app.current.clock.now().getTime();
    await addTemplate(app.current, { listed: false, promoCode: 'ENDED10', endsAt: new Date(now - 1) });
    await addTemplate(app.current, { listed: false, promoCode: 'SWITCHEDOFF', active: false });
    await addTemplate(app.current, {
      listed: false,
      promoCode: 'VLKONLY',
      eligibility: {
        brands: ['vlk'],
        currencies: [],
        maxBalanceForActivation: {},
        daysSinceLastDeposit: null,
      },
    });
    for (const call of ['validate', 'apply']) {
      refusedWith(await player.get(`/rest/promo-codes/${call}/NOSUCHCODE/`), 404, 'promo_code_unknown');
      refusedWith(await player.get(`/rest/promo-codes/${call}/SWITCHEDOFF/`), 404, 'promo_code_unknown');
      refusedWith(await player.get(`/rest/promo-codes/${call}/ended10/`), 410, 'promo_code_expired');
      refusedWith(await player.get(`/rest/promo-codes/${call}/VLKONLY/`), 409, 'bonus_not_available');
    }
    const malformed = await player.get('/rest/promo-codes/validate/a%20b/');
    expect(malformed.statusCode, malformed.body).toBeLessThan(500);
    expect(malformed.json().error.code).toBe('validation_failed');
    expect(await balances(app.current, player.id)).toEqual({ real: 0, bonus: 0 });
  });

  it('refuses guests', async () => {
    const response = await callApi(app.current.app, { url: '/rest/promo-codes/validate/WELCOME50/' });
    refusedWith(response, 401, 'unauthorized');
  });
});

describe('guessing promo codes', () => {
  it('stops a player after ten tries a minute, right or wrong, and lets them try again a minute later', async () => {
    const player = await newPlayer(limited.current);
    const guesses = Array.from({ length: 10 }, (_, index) => `GUESS${index}`);
    for (const guess of guesses) {
      refusedWith(await player.get(`/rest/promo-codes/validate/${guess}/`), 404, 'promo_code_unknown');
    }
    const stopped = await player.get('/rest/promo-codes/apply/WELCOME50/');
    refusedWith(stopped, 429, 'rate_limited');
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    expect(await balances(limited.current, player.id)).toEqual({ real: 0, bonus: 0 });

    // Another player at the same address still has their own tries.
    const neighbour = await newPlayer(limited.current);
    expect(bonusOf(await neighbour.get('/rest/promo-codes/validate/WELCOME50/')).promoCode).toBe('WELCOME50');

    limited.current.clock.advance(61_000);
    expect(bonusOf(await player.get('/rest/promo-codes/apply/WELCOME50/')).status).toBe('applied');
  });

  it('stops one address sweeping codes through many accounts', async () => {
    limited.current.clock.advance(61_000);
    const players = await Promise.all([0, 1, 2, 3].map(() => newPlayer(limited.current)));
    const answers = [];
    for (const [index, player] of players.entries()) {
      for (let guess = 0; guess < 8; guess++) {
        answers.push((await player.get(`/rest/promo-codes/validate/SWEEP${index}X${guess}/`)).statusCode);
      }
    }
    // Thirty a minute from one address: the thirty-first try is refused, whichever account makes it.
    expect(answers.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(answers.slice(30)).toEqual([429, 429]);
  });
});
