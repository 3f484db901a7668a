import { randomBytes } from 'node:crypto';
import {
  type Currency,
  type GameLaunchResponse,
  gameLaunchResponseSchema,
  PROVIDER_SIGNATURE_HEADER,
  SESSION_COOKIE,
  type SeamlessWalletCall,
  STUDIO_PROVIDER,
  type WalletSession,
  walletAuthenticateReplySchema,
  walletErrorReplySchema,
  walletOkSchema,
} from '@casino/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { cashTaxIds } from '../../../src/modules/cash/cash.schema.ts';
import { seedCatalogue } from '../../../src/modules/games/catalogue.seed.ts';
import { providerSignature } from '../../../src/modules/games/provider-signature.ts';
import { gameRounds } from '../../../src/modules/games/seamless-wallet.schema.ts';
import { reconcile } from '../../../src/modules/wallet/reconciliation.ts';
import { WalletService } from '../../../src/modules/wallet/wallet.service.ts';
import { type createPlayer, originOf } from '../../support/auth-players.ts';
import { signInNewPlayer } from '../../support/signed-in.ts';
import { buildTestApp, callApi, type TestApp } from '../../support/test-app.ts';

export const PASSWORD = 'games-pass-1';
/** A studio slot every test plays unless it needs another. */
export const SLOT = 'book-of-sevens';

/**
 * The file's app with the game catalogue seeded and login limits off (every test signs a new player in), built
 * before its tests and closed after them.
 */
export function gamesTestApp(env: Record<string, string> = {}): { readonly current: TestApp } {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await buildTestApp({ env: { RATE_LIMITS: 'off', ...env } });
    await seedCatalogue(current.database.db, current.clock);
  });
  afterAll(() => current?.close());
  return {
    get current() {
      if (!current) throw new Error('the app is built in beforeAll');
      return current;
    },
  };
}

export interface GamePlayer {
  id: number;
  sid: string;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload: object): Promise<LightMyRequestResponse>;
}

/** A signed-in player whose registration is complete, unless told otherwise. */
export async function gamePlayer(
  testApp: TestApp,
  overrides: Parameters<typeof createPlayer>[2] = {},
): Promise<GamePlayer> {
  const { player, sid } = await signInNewPlayer(testApp, PASSWORD, {
    registrationComplete: true,
    ...overrides,
  });
  return {
    id: player.id,
    sid,
    get: (url) => callApi(testApp.app, { url, cookies: { [SESSION_COOKIE]: sid } }),
    post: (url, payload) =>
      callApi(testApp.app, {
        method: 'POST',
        url,
        payload,
        cookies: { [SESSION_COOKIE]: sid },
        headers: { origin: originOf(testApp) },
      }),
  };
}

/** Puts money on the player's principal as a completed deposit would. */
export async function fund(testApp: TestApp, playerId: number, amount: number, currency: Currency = 'UAH') {
  const key = `fund-${randomBytes(6).toString('hex')}`;
  await new WalletService({ db: testApp.database.db, clock: testApp.clock }).ledger.transfer({
    idempotencyKey: key,
    kind: 'deposit',
    currency,
    postings: [
      { account: { house: 'psp_clearing', provider: 'sandbox' }, amount: -amount },
      { account: { playerId, kind: 'real' }, amount },
    ],
    metadata: { paymentId: key, provider: 'sandbox' },
  });
}

/** The player's principal as the wallet reads it. */
export async function principalOf(testApp: TestApp, playerId: number, currency: Currency = 'UAH') {
  return (
    await new WalletService({ db: testApp.database.db, clock: testApp.clock }).balance(playerId, currency)
  ).principal;
}

/** A fresh provider transaction or round id. */
export function newId(prefix = 'tx'): string {
  return `${prefix}-${randomBytes(6).toString('hex')}`;
}

/** A seamless-wallet call as a provider makes it: the raw JSON body signed with the provider's secret. */
export function walletCall(
  testApp: TestApp,
  call: SeamlessWalletCall,
  body: unknown,
  options: { provider?: string; secret?: string; signature?: string; rawBody?: string } = {},
): Promise<LightMyRequestResponse> {
  const raw = options.rawBody ?? JSON.stringify(body);
  const secret = options.secret ?? testApp.config.studioWalletSecret;
  return testApp.app.inject({
    method: 'POST',
    url: `/games-api/${options.provider ?? STUDIO_PROVIDER}/${call}/`,
    headers: {
      'content-type': 'application/json',
      [PROVIDER_SIGNATURE_HEADER]: options.signature ?? providerSignature(secret, raw),
    },
    payload: raw,
  });
}

export async function launch(player: GamePlayer | null, testApp: TestApp, query: string, slug = SLOT) {
  const url = `/rest/game/${slug}/${query}`;
  const response = player ? await player.get(url) : await callApi(testApp.app, { url });
  expect(response.statusCode, response.body).toBe(200);
  return gameLaunchResponseSchema.parse(response.json());
}

const IFRAME_BASE = 'http://casino.test';

/** The one-time launch token in a launch's iframe URL. */
export function tokenOf(launched: GameLaunchResponse): string {
  const url = launched.data[0]?.iframeUrl;
  if (!url) throw new Error('the launch has no iframe URL');
  // A path of the site (decision 018): any base resolves it.
  const token = new URL(url, IFRAME_BASE).searchParams.get('token');
  if (!token) throw new Error(`no token in ${url}`);
  return token;
}

/** Trades a launch token for a wallet session, as the provider does. */
export async function authenticate(testApp: TestApp, launchToken: string): Promise<WalletSession> {
  const response = await walletCall(testApp, 'authenticate', { launchToken });
  expect(response.statusCode, response.body).toBe(200);
  const reply = walletAuthenticateReplySchema.parse(response.json());
  if (reply.status !== 'ok') throw new Error(`authenticate refused: ${reply.code}`);
  return reply;
}

/** A real-money wallet session of the player in the game. */
export async function realSession(testApp: TestApp, player: GamePlayer, slug = SLOT): Promise<WalletSession> {
  return authenticate(testApp, tokenOf(await launch(player, testApp, '?isMoney=1', slug)));
}

/** Records the player's tax ID, as the cash desk does when they give it. */
export async function giveTaxId(testApp: TestApp, playerId: number) {
  const at = testApp.clock.now();
  await testApp.database.db
    .insert(cashTaxIds)
    .values({ playerId, taxId: '1759013776', createdAt: at, updatedAt: at });
}

/** A funded UAH player (tax ID given, so real money opens on every brand) with a real-money session. */
export async function playing(testApp: TestApp, balance: number) {
  const player = await gamePlayer(testApp);
  await giveTaxId(testApp, player.id);
  if (balance > 0) await fund(testApp, player.id, balance);
  return { player, session: await realSession(testApp, player) };
}

/** A wallet call answered ok: its reply. */
export function ok(response: { statusCode: number; body: string; json(): unknown }) {
  expect(response.statusCode, response.body).toBe(200);
  return walletOkSchema.parse(response.json());
}

/** A wallet call refused with this status and code: the refusal. */
export function refused(
  response: { statusCode: number; body: string; json(): unknown },
  status: number,
  code: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  const reply = walletErrorReplySchema.parse(response.json());
  expect(reply.code).toBe(code);
  return reply;
}

/** A `bet-win` request of an instant round: the stake and the win in one call. */
export function betWin(session: WalletSession, stake: number, won: number, transactionId = newId()) {
  return {
    sessionToken: session.sessionToken,
    transactionId,
    roundId: newId('round'),
    bet: stake,
    win: won,
    currency: session.currency,
    details: {
      outcome: { roll: 4200 },
      provablyFair: { serverSeedHash: 'b'.repeat(64), clientSeed: 'c', nonce: 1 },
    },
  };
}

/** A `bet` request of the session: a new round and transaction unless named. */
export function bet(
  session: WalletSession,
  amount: number,
  ids: { transactionId?: string; roundId?: string } = {},
) {
  return {
    sessionToken: session.sessionToken,
    transactionId: ids.transactionId ?? newId(),
    roundId: ids.roundId ?? newId('round'),
    amount,
    currency: session.currency,
  };
}

/** A `win` request settling a placed bet, closing its round unless told otherwise. */
export function win(
  session: WalletSession,
  placed: { transactionId: string; roundId: string },
  amount: number,
  extra: { roundClosed?: boolean; transactionId?: string } = {},
) {
  return {
    sessionToken: session.sessionToken,
    transactionId: extra.transactionId ?? newId(),
    betTransactionId: placed.transactionId,
    roundId: placed.roundId,
    amount,
    currency: session.currency,
    roundClosed: extra.roundClosed ?? true,
    details: {
      outcome: { grid: [['A']], totalWin: amount },
      provablyFair: { serverSeedHash: 'a'.repeat(64), clientSeed: 'seed', nonce: 3 },
    },
  };
}

/** A `rollback` request of a placed bet. */
export function rollback(session: WalletSession, placed: { transactionId: string; roundId: string }) {
  return {
    sessionToken: session.sessionToken,
    transactionId: newId(),
    betTransactionId: placed.transactionId,
    roundId: placed.roundId,
  };
}

/** The round the provider calls `roundId`, as stored. */
export async function roundOf(testApp: TestApp, roundId: string) {
  const [round] = await testApp.database.db.select().from(gameRounds).where(eq(gameRounds.roundId, roundId));
  return round;
}

/** Every reconciliation check of the ledger passes: entries, transfers and currencies sum up, no player below zero. */
export async function expectLedgerWhole(testApp: TestApp) {
  const { checks } = await reconcile(testApp.database.db);
  expect(Object.fromEntries(Object.entries(checks).filter(([, check]) => check.problems > 0))).toEqual({});
}
