import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callApi } from '../support/test-app.ts';
import {
  cardDeposit,
  cashPlayer,
  cashTestApp,
  ledgerSnapshot,
  newKey,
  startDeposit,
} from './support/cash-app.ts';

const apps = cashTestApp();

/** Runs a refused request and checks the ledger and the payments are exactly as they were. */
async function refused(request: () => Promise<{ statusCode: number; body: string }>) {
  const before = await ledgerSnapshot(apps.current);
  const response = await request();
  expect(await ledgerSnapshot(apps.current)).toEqual(before);
  return { status: response.statusCode, error: JSON.parse(response.body).error };
}

describe('deposit requests the cash desk refuses, leaving the ledger unchanged', () => {
  it.each([
    ['zero', 0],
    ['negative', -100],
    ['fractional', 1_000.5],
    ['huge', 2 ** 60],
    ['text', '1000'],
    ['missing', undefined],
  ])('refuses a %s amount naming the field', async (_name, amount) => {
    const player = await cashPlayer(apps.current);
    const { status, error } = await refused(() =>
      player.post('/rest/cash/input/', { ...cardDeposit(1), amount }),
    );
    expect(status).toBe(422);
    expect(error).toMatchObject({ code: 'validation_failed', fields: { amount: expect.any(String) } });
  });

  it('refuses an amount below the method minimum, naming the limits', async () => {
    const player = await cashPlayer(apps.current);
    const { status, error } = await refused(() => player.post('/rest/cash/input/', cardDeposit(999)));
    expect(status).toBe(422);
    expect(error).toMatchObject({
      code: 'amount_below_minimum',
      details: { min: 1_000, max: 15_000_000, currency: 'UAH' },
    });
  });

  it('refuses an amount above the method maximum, naming the limits', async () => {
    const player = await cashPlayer(apps.current);
    const { status, error } = await refused(() => player.post('/rest/cash/input/', cardDeposit(15_000_001)));
    expect(status).toBe(422);
    expect(error).toMatchObject({
      code: 'amount_above_maximum',
      details: { min: 1_000, max: 15_000_000, currency: 'UAH' },
    });
  });

  it('refuses an unknown method', async () => {
    const player = await cashPlayer(apps.current);
    const { status, error } = await refused(() =>
      player.post('/rest/cash/input/', { ...cardDeposit(10_000), method_id: 99 }),
    );
    expect(status).toBe(422);
    expect(error.fields).toHaveProperty('method_id');
  });

  it('refuses an unknown currency', async () => {
    const player = await cashPlayer(apps.current);
    const { status, error } = await refused(() =>
      player.post('/rest/cash/input/', { ...cardDeposit(10_000), currency_id: 9 }),
    );
    expect(status).toBe(422);
    expect(error.fields).toHaveProperty('currency_id');
  });

  it('refuses a language the site does not speak', async () => {
    const player = await cashPlayer(apps.current);
    const { status, error } = await refused(() =>
      player.post('/rest/cash/input/', { ...cardDeposit(10_000), lang: 'de' }),
    );
    expect(status).toBe(422);
    expect(error.fields).toHaveProperty('lang');
  });

  it('refuses another currency than the account’s', async () => {
    const player = await cashPlayer(apps.current);
    const { status, error } = await refused(() =>
      player.post('/rest/cash/input/', { ...cardDeposit(10_000), currency_id: 2 }),
    );
    expect(status).toBe(422);
    expect(error).toMatchObject({ code: 'currency_mismatch', details: { currency: 'UAH' } });
  });

  it('refuses a method not offered in the currency', async () => {
    const player = await cashPlayer(apps.current, { currency: 'USD' });
    const { status, error } = await refused(() =>
      player.post('/rest/cash/input/', {
        method_id: 4,
        currency_id: 2,
        amount: 10_000,
        idempotency_key: newKey(),
      }),
    );
    expect(status).toBe(422);
    expect(error.fields).toHaveProperty('currency_id');
  });

  it('refuses a saved card with another method', async () => {
    const player = await cashPlayer(apps.current);
    const { status, error } = await refused(() =>
      player.post('/rest/cash/input/', { ...cardDeposit(10_000), method_id: 2, token_id: 'tok_x' }),
    );
    expect(status).toBe(422);
    expect(error.fields).toHaveProperty('token_id');
  });

  it('refuses a malformed idempotency key and a body that is not JSON', async () => {
    const player = await cashPlayer(apps.current);
    const key = await refused(() =>
      player.post('/rest/cash/input/', { ...cardDeposit(10_000), idempotency_key: 'x' }),
    );
    expect(key.status).toBe(422);
    expect(key.error.fields).toHaveProperty('idempotency_key');
    const garbage = await refused(() =>
      callApi(apps.current.app, {
        method: 'POST',
        url: '/rest/cash/input/',
        cookies: { sid: player.sid },
        headers: {
          origin: new URL(apps.current.config.publicUrl).origin,
          'content-type': 'application/json',
        },
        payload: '{"amount":',
      }),
    );
    expect(garbage.status).toBe(400);
  });

  it('sends guests to sign in', async () => {
    const { status, error } = await refused(() =>
      callApi(apps.current.app, { method: 'POST', url: '/rest/cash/input/', payload: cardDeposit(10_000) }),
    );
    expect(status).toBe(401);
    expect(error.code).toBe('unauthorized');
  });

  it('sends players with incomplete registration to complete it', async () => {
    const player = await cashPlayer(apps.current, { registrationComplete: false });
    const { status, error } = await refused(() => player.post('/rest/cash/input/', cardDeposit(10_000)));
    expect(status).toBe(403);
    expect(error.code).toBe('registration_incomplete');
    expect((await player.get('/rest/cash/app/')).statusCode).toBe(403);
  });

  it('answers 404 for another player’s payment and 422 for an id that is not one', async () => {
    const owner = await cashPlayer(apps.current);
    const started = await startDeposit(owner, cardDeposit(10_000));
    const other = await cashPlayer(apps.current);
    const stranger = await other.get(`/rest/cash/payments/${started.data.payment.id}/`);
    expect(stranger.statusCode).toBe(404);
    expect((await other.get(`/rest/cash/payments/${randomUUID()}/`)).statusCode).toBe(404);
    expect((await other.get('/rest/cash/payments/1%20or%201=1/')).statusCode).toBe(422);
  });

  it('requires the AJAX header and the site’s origin on deposits', async () => {
    const player = await cashPlayer(apps.current);
    const noAjax = await refused(() =>
      apps.current.app.inject({
        method: 'POST',
        url: '/rest/cash/input/',
        cookies: { sid: player.sid },
        payload: cardDeposit(10_000),
      }),
    );
    expect(noAjax.status).toBe(403);
    const crossSite = await refused(() =>
      callApi(apps.current.app, {
        method: 'POST',
        url: '/rest/cash/input/',
        cookies: { sid: player.sid },
        headers: { origin: 'https://evil.example' },
        payload: cardDeposit(10_000),
      }),
    );
    expect(crossSite.status).toBe(403);
  });
});
