import { SESSION_COOKIE, type WalletSession } from '@casino/contracts';
import { expect } from 'vitest';
import type { z } from 'zod';
import { originOf } from '../../support/auth-players.ts';
import { callApi, type TestApp } from '../../support/test-app.ts';
import { type GamePlayer, newId, walletCall } from './wallet-api.ts';

/** Slugs of the seeded catalogue in catalogue order: the ten studio games, then the two coming soon. */
export const RELEASED = [
  'book-of-sevens',
  'cossack-gold',
  'fruit-storm',
  'dragon-pearls',
  'neon-nights',
  'viking-raid',
  'hot-sevens',
  'european-roulette',
  'lucky-dice',
  'rocket-crash',
];
export const COMING_SOON = ['carpathian-legends', 'samurai-blades'];

/** A GET answered 200 and parsed with its contract; as the player when one is given. */
export async function getOk<T extends z.ZodType>(
  testApp: TestApp,
  url: string,
  schema: T,
  player?: GamePlayer,
): Promise<z.infer<T>> {
  const response = player ? await player.get(url) : await callApi(testApp.app, { url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return schema.parse(response.json());
}

/** A GET's status and error code, as a guest or as the player. */
export async function getError(testApp: TestApp, url: string, player?: GamePlayer) {
  const response = player ? await player.get(url) : await callApi(testApp.app, { url });
  return { status: response.statusCode, code: response.json().error?.code as string | undefined };
}

/** A POST of JSON from the site's own page, as the player or a guest. */
export function post(testApp: TestApp, url: string, payload: unknown, player?: GamePlayer) {
  return callApi(testApp.app, {
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { origin: originOf(testApp) },
    cookies: player ? { [SESSION_COOKIE]: player.sid } : {},
  });
}

/** One whole real-money round (bet and win in one call) of the session's game. */
export async function playRound(testApp: TestApp, session: WalletSession, bet: number, win: number) {
  const reply = await walletCall(testApp, 'bet-win', {
    sessionToken: session.sessionToken,
    transactionId: newId(),
    roundId: newId('round'),
    bet,
    win,
    currency: session.currency,
  });
  expect(reply.statusCode, reply.body).toBe(200);
}
