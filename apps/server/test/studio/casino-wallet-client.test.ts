import { createHmac } from 'node:crypto';
import { PROVIDER_SIGNATURE_HEADER, type WalletBetWinRequest } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { CasinoUnreachableError, CasinoWalletClient } from '../../src/modules/studio/casino-wallet-client.ts';

const SECRET = 'a-test-studio-wallet-secret-0123456789';

const BET_WIN: WalletBetWinRequest = {
  sessionToken: 'wallet-session-token-0123',
  transactionId: 'round-1:bw',
  roundId: 'round-1',
  bet: 200,
  win: 0,
  currency: 'UAH',
};

/** A client whose fetch answers with `answer` and records what it was asked. */
function clientAnswering(answer: () => Response | Promise<Response>) {
  const requests: Request[] = [];
  const client = new CasinoWalletClient({
    casinoUrl: 'https://casino.test/',
    secret: SECRET,
    fetch: async (input, init) => {
      requests.push(new Request(input, init));
      return answer();
    },
  });
  return { client, requests };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the casino wallet client', () => {
  it("signs each call's exact body and posts it to the studio's seamless-wallet path", async () => {
    const { client, requests } = clientAnswering(() =>
      json({ status: 'ok', balance: 9_800, currency: 'UAH' }),
    );
    const answer = await client.betWin(BET_WIN);
    expect(answer).toEqual({ ok: true, reply: { status: 'ok', balance: 9_800, currency: 'UAH' } });
    const [request] = requests;
    expect(request?.url).toBe('https://casino.test/games-api/studio/bet-win/');
    expect(request?.method).toBe('POST');
    const body = await request?.text();
    expect(JSON.parse(body ?? '')).toEqual(BET_WIN);
    expect(request?.headers.get(PROVIDER_SIGNATURE_HEADER)).toBe(
      createHmac('sha256', SECRET)
        .update(body ?? '')
        .digest('hex'),
    );
  });

  it('hands refusals back with their code and balance, whatever the HTTP status', async () => {
    const refusal = {
      status: 'error',
      code: 'INSUFFICIENT_FUNDS',
      message: 'no',
      balance: 100,
      currency: 'UAH',
    };
    for (const status of [200, 402, 409]) {
      const { client } = clientAnswering(() => json(refusal, status));
      expect(await client.betWin(BET_WIN)).toEqual({ ok: false, error: refusal });
    }
  });

  it('returns the wallet session of an authenticated launch without the status field', async () => {
    const session = {
      sessionToken: 'wallet-session-token-0123',
      playerRef: 'p-1',
      mode: 'real',
      gameSlug: 'lucky-dice',
      currency: 'UAH',
      language: 'uk',
      balance: 5_000,
      minBet: 100,
      maxBet: 100_000,
    };
    const { client } = clientAnswering(() => json({ status: 'ok', ...session }));
    expect(await client.authenticate('launch-token-0123456789')).toEqual({ ok: true, reply: session });
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('fetch failed'))],
    ['a 5xx', () => json({ status: 'error', code: 'INVALID_REQUEST', message: 'x' }, 502)],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 })],
    ['JSON of another shape', () => json({ success: false, error: { code: 'not_found' } }, 404)],
  ])('treats %s as no answer', async (_name, answer) => {
    const { client } = clientAnswering(answer);
    await expect(client.betWin(BET_WIN)).rejects.toBeInstanceOf(CasinoUnreachableError);
  });
});
