import { createHash, randomBytes } from 'node:crypto';
import {
  type GameHistoryResponse,
  type GameLaunchResponse,
  STUDIO_SESSION_HEADER,
  type StudioSession,
} from '@casino/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { seedCatalogue } from '../../src/modules/games/catalogue.seed.ts';
import { studioRounds, studioSessions } from '../../src/modules/studio/studio.schema.ts';
import { walletTransfers } from '../../src/modules/wallet/wallet.schema.ts';
import { WalletService } from '../../src/modules/wallet/wallet.service.ts';
import { originOf } from '../support/auth-players.ts';
import { signInNewPlayer } from '../support/signed-in.ts';
import { buildTestApp, callApi, type TestApp } from '../support/test-app.ts';
import { depositRequest } from '../wallet/support/deposit-request.ts';

export const PASSWORD = 'studio-pass-1';
/** What each funded player starts with at the casino: 500.00 UAH. */
export const STARTING_BALANCE = 50_000;

/** How a casino call the test chose fails: before it reaches the casino, or after (the answer is lost). */
export type CasinoFailure = 'network' | 'answer-lost' | 503;

/** One call the studio made to the casino's seamless-wallet API. */
export interface CasinoCall {
  call: string;
  body: Record<string, unknown>;
}

export interface StudioTestApp extends TestApp {
  /** The studio's calls to the casino so far, in order. */
  readonly casinoCalls: CasinoCall[];
  /** The next calls to the casino fail this way, in order; later ones go through. */
  failCasinoCalls(...failures: CasinoFailure[]): void;
  /** Runs `hook` before the next call of this name reaches the casino, which waits for it. */
  beforeNextCasinoCall(call: string, hook: () => Promise<void>): void;
}

/**
 * The file's app: the real casino and the studio in one process, the studio reaching the casino over the app's
 * own fetch (as over HTTP), with login limits off (every test signs a new player in). Casino calls are recorded,
 * and the test can make the next ones fail.
 */
export function studioTestApp(env: Record<string, string> = {}): { readonly current: StudioTestApp } {
  let current: StudioTestApp | undefined;
  const casinoCalls: CasinoCall[] = [];
  const failures: CasinoFailure[] = [];
  const hooks = new Map<string, () => Promise<void>>();
  beforeAll(async () => {
    const testApp = await buildTestApp({
      env: { RATE_LIMITS: 'off', SLOT_MIN_CYCLE_MS: '0', ...env },
      fetch: (toApp) => async (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        const call = /^\/games-api\/studio\/([a-z-]+)\/$/.exec(url.pathname)?.[1];
        if (!call) return toApp(input, init);
        casinoCalls.push({ call, body: JSON.parse(String(init?.body)) });
        const hook = hooks.get(call);
        hooks.delete(call);
        await hook?.();
        const failure = failures.shift();
        if (failure === 'network') throw new TypeError('fetch failed');
        if (failure === 503) return new Response('Service Unavailable', { status: 503 });
        const response = await toApp(input, init);
        if (failure === 'answer-lost') throw new TypeError('other side closed');
        return response;
      },
    });
    await seedCatalogue(testApp.database.db, testApp.clock);
    current = {
      ...testApp,
      casinoCalls,
      failCasinoCalls: (...next) => failures.push(...next),
      beforeNextCasinoCall: (call, hook) => hooks.set(call, hook),
    };
  });
  afterAll(() => current?.close());
  return {
    get current() {
      if (!current) throw new Error('the app is built in beforeAll');
      return current;
    },
  };
}

/** A valid Ukrainian RNOKPP: the brand asks for one before real play in UAH. */
const TAX_ID = '1759013776';

/**
 * A new player signed in at the casino who may play for money (registration complete, tax ID given) with a
 * deposit of `amount` on their real balance.
 */
export async function fundedPlayer(testApp: TestApp, amount = STARTING_BALANCE) {
  const { player, sid } = await signInNewPlayer(testApp, PASSWORD, { registrationComplete: true });
  const taxId = await callApi(testApp.app, {
    method: 'POST',
    url: '/rest/player/tax-id/',
    payload: { taxId: TAX_ID },
    cookies: { sid },
    headers: { origin: originOf(testApp) },
  });
  expect(taxId.statusCode, taxId.body).toBe(200);
  const wallet = new WalletService({ db: testApp.database.db, clock: testApp.clock });
  await wallet.ledger.transfer(depositRequest(player.id, amount, `studio-funding-${player.id}`));
  return { player, sid };
}

/** The casino's launch of a game (`GET /rest/game/{slug}/`): the one-time launch token of its iframe URL. */
export async function launchToken(
  testApp: TestApp,
  slug: string,
  options: { sid?: string; isMoney?: boolean } = {},
): Promise<string> {
  const response = await callApi(testApp.app, {
    url: `/rest/game/${slug}/?isMoney=${options.isMoney === false ? 0 : 1}`,
    cookies: options.sid ? { sid: options.sid } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  const launch = response.json<GameLaunchResponse>();
  const iframeUrl = launch.data[0]?.iframeUrl;
  if (!launch.success || !iframeUrl) throw new Error(`no iframe URL in ${response.body}`);
  const url = new URL(iframeUrl, testApp.config.publicUrl);
  expect(url.pathname).toBe(`/studio/play/${slug}/`);
  const token = url.searchParams.get('token');
  if (!token) throw new Error(`no launch token in ${iframeUrl}`);
  return token;
}

export function startSession(testApp: TestApp, launchToken: string) {
  return testApp.app.inject({ method: 'POST', url: '/studio/api/sessions', payload: { launchToken } });
}

/** Launches the game at the casino and starts its studio session. */
export async function openGame(
  testApp: TestApp,
  slug: string,
  options: { sid?: string; isMoney?: boolean } = {},
): Promise<StudioSession> {
  const response = await startSession(testApp, await launchToken(testApp, slug, options));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** A fresh round key, as a game client makes one per game cycle. */
export function newRoundKey(): string {
  return randomBytes(12).toString('hex');
}

/** `POST /studio/api/play` with the session's header and a fresh round key unless one is given. */
export function play(
  testApp: TestApp,
  sessionToken: string,
  body: { bet: unknown; params?: Record<string, unknown>; roundKey?: string; freeRound?: boolean },
): Promise<LightMyRequestResponse> {
  return studioPost(testApp, sessionToken, '/play', { roundKey: newRoundKey(), ...body });
}

/** A studio API call that names its session. */
export function studioPost(testApp: TestApp, sessionToken: string, path: string, payload: unknown = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: `/studio/api${path}`,
    headers: { [STUDIO_SESSION_HEADER]: sessionToken },
    payload: payload as Record<string, unknown>,
  });
}

export function studioGet(testApp: TestApp, path: string) {
  return testApp.app.inject({ method: 'GET', url: `/studio/api${path}` });
}

/** The player's real balance at the casino. */
export async function casinoBalance(testApp: TestApp, sid: string): Promise<number> {
  const response = await callApi(testApp.app, { url: '/rest/player/balance/', cookies: { sid } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.principal;
}

/** The player's game recall at the casino, newest first. */
export async function casinoRecall(testApp: TestApp, sid: string, game?: string) {
  const query = game ? `?game=${game}` : '';
  const response = await callApi(testApp.app, { url: `/rest/games/history/${query}`, cookies: { sid } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<GameHistoryResponse>().data.items;
}

/** The ledger transfers of a player, oldest first. */
export function transfersOf(testApp: TestApp, playerId: number) {
  return testApp.database.db
    .select()
    .from(walletTransfers)
    .where(eq(walletTransfers.playerId, playerId))
    .orderBy(walletTransfers.id);
}

/** The studio's row of a session, found by the hash of its token as the studio finds it. */
export async function sessionRow(testApp: TestApp, sessionToken: string) {
  const tokenHash = createHash('sha256').update(sessionToken).digest('hex');
  const [row] = await testApp.database.db
    .select()
    .from(studioSessions)
    .where(eq(studioSessions.tokenHash, tokenHash));
  if (!row) throw new Error('no studio session with this token');
  return row;
}

export async function roundRow(testApp: TestApp, roundId: string) {
  const [row] = await testApp.database.db.select().from(studioRounds).where(eq(studioRounds.id, roundId));
  if (!row) throw new Error(`no studio round ${roundId}`);
  return row;
}

/** Parameters that make a valid round of each kind. */
export const PARAMS_BY_KIND: Record<string, (bet: number) => Record<string, unknown>> = {
  'video-slot': () => ({}),
  'classic-slot': () => ({}),
  roulette: (bet) => ({ bets: [{ type: 'red', numbers: [], amount: bet }] }),
  dice: () => ({ target: 5000, direction: 'under' }),
  crash: () => ({ cashOut: 200 }),
};
