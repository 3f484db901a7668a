import {
  type Bonus,
  bonusListResponseSchema,
  bonusResponseSchema,
  type Currency,
  type PushMessage,
  personalChannel,
  SESSION_COOKIE,
  type WalletSession,
} from '@casino/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import {
  bonusTemplates,
  bonusWageringStakes,
  playerBonuses,
} from '../../../src/modules/bonuses/bonuses.schema.ts';
import { seedDemoBonuses } from '../../../src/modules/bonuses/bonuses.seed.ts';
import type { BonusTemplateDraft } from '../../../src/modules/bonuses/index.ts';
import { seedPaymentMethods } from '../../../src/modules/cash/payment-methods.seed.ts';
import { seedCatalogue } from '../../../src/modules/games/catalogue.seed.ts';
import { createSandboxPsp } from '../../../src/modules/sandbox-psp/sandbox-psp.ts';
import type { TransferKind } from '../../../src/modules/wallet/transfer-request.ts';
import { walletAccounts, walletEntries, walletTransfers } from '../../../src/modules/wallet/wallet.schema.ts';
import {
  outboxEvents,
  outboxParkedEvents,
  outboxPositions,
} from '../../../src/platform/events/events.schema.ts';
import { cryptoRng } from '../../../src/platform/rng.ts';
import {
  CARDS,
  cardDeposit,
  payOnHostedPage,
  readPayment,
  startDeposit,
} from '../../cash/support/cash-app.ts';
import { betWin, giveTaxId, ok, realSession, SLOT, walletCall } from '../../games/support/wallet-api.ts';
import { type createPlayer, login, originOf, sessionCookieOf } from '../../support/auth-players.ts';
import { drainOutbox } from '../../support/drain-outbox.ts';
import { signInNewPlayer } from '../../support/signed-in.ts';
import { buildTestApp, callApi, type TestApp } from '../../support/test-app.ts';

const PASSWORD = 'bonus-pass-1';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface BonusTestApp extends TestApp {
  /** One round of the sandbox provider's notification delivery job. */
  deliverNotifications(): Promise<number>;
  /** Every push message published since the app was built, with its channel. */
  published: { channel: string; message: PushMessage }[];
}

/**
 * The file's app: payment methods, the game catalogue and the demo bonuses seeded, the sandbox provider on, login
 * limits off unless `env` says otherwise, and the outbox relay's positions taken before any test writes an event.
 */
export function bonusesTestApp(env: Record<string, string> = {}): { readonly current: BonusTestApp } {
  let current: BonusTestApp | undefined;
  beforeAll(async () => {
    const testApp = await buildTestApp({ env: { RATE_LIMITS: 'off', ...env } });
    const { db } = testApp.database;
    await seedPaymentMethods(db);
    await seedCatalogue(db, testApp.clock);
    await seedDemoBonuses(db, testApp.app.bonuses.templates);
    await testApp.app.outbox.prepare();
    const sandbox = createSandboxPsp({
      db,
      config: testApp.config,
      clock: testApp.clock,
      rng: cryptoRng,
      fetch: testApp.fetch,
      log: testApp.app.log,
    });
    const published: BonusTestApp['published'] = [];
    const { publisher } = testApp.app.push;
    const publish = publisher.publish.bind(publisher);
    vi.spyOn(publisher, 'publish').mockImplementation(async (channel, message) => {
      published.push({ channel, message });
      await publish(channel, message);
    });
    current = { ...testApp, deliverNotifications: () => sandbox.delivery.deliverDue(), published };
  });
  afterAll(() => current?.close());
  return {
    get current() {
      if (!current) throw new Error('the app is built in beforeAll');
      return current;
    },
  };
}

export interface Player {
  id: number;
  login: string;
  sid: string;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: object): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
}

/** A signed-in player with registration complete and a tax ID given (real-money play opens on every brand). */
export async function newPlayer(
  testApp: TestApp,
  overrides: Parameters<typeof createPlayer>[2] = {},
): Promise<Player> {
  const { player, sid } = await signInNewPlayer(testApp, PASSWORD, {
    registrationComplete: true,
    ...overrides,
  });
  await giveTaxId(testApp, player.id);
  return playerSignedIn(testApp, { id: player.id, login: player.login }, sid);
}

/** The player signed in again (a session of theirs ended, as sessions do after days away). */
export async function signInAgain(testApp: TestApp, player: Player): Promise<Player> {
  const response = await login(testApp.app, { login: player.login, password: PASSWORD });
  expect(response.statusCode, response.body).toBe(200);
  return playerSignedIn(testApp, player, sessionCookieOf(response) as string);
}

function playerSignedIn(testApp: TestApp, player: { id: number; login: string }, sid: string): Player {
  const cookies = { [SESSION_COOKIE]: sid };
  const headers = { origin: originOf(testApp) };
  return {
    ...player,
    sid,
    get: (url) => callApi(testApp.app, { url, cookies }),
    post: (url, payload = {}) => callApi(testApp.app, { method: 'POST', url, payload, cookies, headers }),
    delete: (url) => callApi(testApp.app, { method: 'DELETE', url, cookies, headers }),
  };
}

/** The id of a template by its slug. */
export async function templateId(testApp: TestApp, slug: string): Promise<number> {
  const [row] = await testApp.database.db
    .select({ id: bonusTemplates.id })
    .from(bonusTemplates)
    .where(eq(bonusTemplates.slug, slug));
  if (!row) throw new Error(`no template ${slug}`);
  return row.id;
}

let templates = 0;

/**
 * Adds a template for one test, through the app's template writer: a listed casino no-deposit bonus of 100 UAH
 * asking 2× wagering, unless `changes` say otherwise. Answers its id.
 */
export async function addTemplate(testApp: TestApp, changes: Partial<BonusTemplateDraft> = {}) {
  templates += 1;
  const slug = `test-${templates}-${Date.now()}`;
  await testApp.app.bonuses.templates.add(testApp.database.db, {
    slug,
    kind: 'no_deposit',
    category: 'casino',
    title: { uk: `Тест ${templates}`, ru: `Тест ${templates}`, en: `Test ${templates}` },
    description: { uk: 'Опис', ru: 'Описание', en: 'Description' },
    cardType: 'test',
    externalId: null,
    promoCode: null,
    listed: true,
    percent: null,
    maxAmount: {},
    fixedAmount: { UAH: 10_000, USD: 300 },
    minDeposit: {},
    maxDeposit: {},
    depositRule: null,
    wageringMultiplier: 2,
    wageringBase: 'bonus',
    contributions: { 'video-slot': 100, 'classic-slot': 100, dice: 50, crash: 50, roulette: 10, live: 0 },
    maxBet: {},
    maxConversion: {},
    validityDays: 3,
    eligibility: { brands: [], currencies: [], maxBalanceForActivation: {}, daysSinceLastDeposit: null },
    startsAt: null,
    endsAt: null,
    active: true,
    ...changes,
  });
  return templateId(testApp, slug);
}

/** An operator's edit of a template, straight in its row (the back office writes the same columns). */
export async function editTemplate(
  testApp: TestApp,
  id: number,
  changes: Partial<typeof bonusTemplates.$inferInsert>,
) {
  await testApp.database.db.update(bonusTemplates).set(changes).where(eq(bonusTemplates.id, id));
}

/** The player's bonuses page (`GET /rest/bonuses/`, the casino tab unless the query says otherwise). */
export async function listOf(player: Player, query = '') {
  const response = await player.get(`/rest/bonuses/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return bonusListResponseSchema.parse(response.json()).data;
}

/** A call answered 200 with a bonus: the bonus. */
export function bonusOf(response: LightMyRequestResponse): Bonus {
  expect(response.statusCode, response.body).toBe(200);
  return bonusResponseSchema.parse(response.json()).data;
}

/** A call refused with this status and code: its body. */
export function refusedWith(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(body.error.code).toBe(code);
  return body;
}

/** Takes a bonus on offer by its id. */
export async function apply(player: Player, bonusId: number): Promise<Bonus> {
  return bonusOf(await player.get(`/rest/bonus/${bonusId}/apply/`));
}

/**
 * A card deposit through the sandbox's hosted page, with the bonus chosen for it if any (a sport bonus as its
 * `sport_betting_bonus_id`), credited by the provider's notification. The clock moves on a second first, so
 * deposits are credited one after another as in life (a deposit is the player's first or a next one by when it
 * was credited). Answers the payment id.
 */
export async function deposit(
  testApp: BonusTestApp,
  player: Player,
  amount: number,
  bonusId?: number,
  field: 'bonus_id' | 'sport_betting_bonus_id' = 'bonus_id',
) {
  testApp.clock.advance(1000);
  const started = await startDeposit(player, cardDeposit(amount, bonusId ? { [field]: bonusId } : {}));
  await payOnHostedPage(testApp, started.data.frameUrl as string, CARDS.approve);
  await testApp.deliverNotifications();
  const paid = await readPayment(player, started.data.payment.id);
  expect(paid.data.payment.status).toBe('succeeded');
  return started.data.payment.id;
}

/**
 * Hands every event written so far to the outbox's subscribers (the bonuses one among them), and fails if the
 * bonuses subscriber failed on any or set one aside: the relay retries a failure later, which would hide it here.
 */
export async function relay(testApp: TestApp): Promise<void> {
  await drainOutbox(testApp);
  const [position] = await testApp.database.db
    .select({ lastError: outboxPositions.lastError, attempts: outboxPositions.attempts })
    .from(outboxPositions)
    .where(eq(outboxPositions.subscriber, 'bonuses'));
  expect(position).toEqual({ lastError: null, attempts: 0 });
  const parked = await testApp.database.db
    .select({ eventId: outboxParkedEvents.eventId, error: outboxParkedEvents.error })
    .from(outboxParkedEvents)
    .where(eq(outboxParkedEvents.subscriber, 'bonuses'));
  expect(parked).toEqual([]);
}

/** Where an outbox reader stands: to hand it everything after it again. */
export async function readerPosition(testApp: TestApp, subscriber: string) {
  const [row] = await testApp.database.db
    .select({ txId: outboxPositions.txId, eventId: outboxPositions.eventId })
    .from(outboxPositions)
    .where(eq(outboxPositions.subscriber, subscriber));
  if (!row) throw new Error(`the ${subscriber} reader has no position`);
  return row;
}

/** Moves a reader back to `position` and relays: every event after it is handed over again. */
export async function replayReaderFrom(
  testApp: TestApp,
  subscriber: string,
  position: { txId: string; eventId: number },
) {
  await testApp.database.db
    .update(outboxPositions)
    .set({ txId: position.txId, eventId: position.eventId })
    .where(eq(outboxPositions.subscriber, subscriber));
  await relay(testApp);
}

/** Where the bonuses subscriber stands in the outbox. */
export function bonusesPosition(testApp: TestApp) {
  return readerPosition(testApp, 'bonuses');
}

/** Moves the bonuses subscriber back to `position` and relays. */
export function replayFrom(testApp: TestApp, position: { txId: string; eventId: number }) {
  return replayReaderFrom(testApp, 'bonuses', position);
}

/** The player's bonuses as stored, oldest first. */
export function bonusRows(testApp: TestApp, playerId: number) {
  return testApp.database.db
    .select()
    .from(playerBonuses)
    .where(eq(playerBonuses.playerId, playerId))
    .orderBy(playerBonuses.id);
}

export async function bonusRow(testApp: TestApp, playerBonusId: number) {
  const [row] = await testApp.database.db
    .select()
    .from(playerBonuses)
    .where(eq(playerBonuses.id, playerBonusId));
  if (!row) throw new Error(`no player bonus ${playerBonusId}`);
  return row;
}

/** What the stakes counted towards a bonus add up to. */
export async function countedFor(testApp: TestApp, playerBonusId: number): Promise<number> {
  const [row] = await testApp.database.db
    .select({ total: sql<string>`coalesce(sum(${bonusWageringStakes.counted}), 0)` })
    .from(bonusWageringStakes)
    .where(eq(bonusWageringStakes.playerBonusId, playerBonusId));
  return Number(row?.total ?? 0);
}

/** The player's transfers of a kind on their real or bonus account, oldest first, with what each moved. */
export async function playerTransfersOf(
  testApp: TestApp,
  playerId: number,
  kind: TransferKind,
  account: 'real' | 'bonus',
) {
  const rows = await testApp.database.db
    .select({ key: walletTransfers.idempotencyKey, amount: sql<string>`abs(${walletEntries.amount})` })
    .from(walletTransfers)
    .innerJoin(walletEntries, eq(walletEntries.transferId, walletTransfers.id))
    .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
    .where(
      and(
        eq(walletTransfers.kind, kind),
        eq(walletAccounts.playerId, playerId),
        eq(walletAccounts.kind, account),
      ),
    )
    .orderBy(walletTransfers.id);
  return rows.map((row) => ({ key: row.key, amount: Number(row.amount) }));
}

/** The player's bonus transfers of a kind (grant, conversion, forfeit), oldest first, with what each moved. */
export function bonusTransfersOf(
  testApp: TestApp,
  playerId: number,
  kind: 'bonus_grant' | 'bonus_conversion' | 'bonus_forfeit',
) {
  return playerTransfersOf(testApp, playerId, kind, 'bonus');
}

/** The player's real and bonus balances. */
export async function balances(testApp: TestApp, playerId: number, currency: Currency = 'UAH') {
  const balance = await testApp.app.wallet.balance(playerId, currency);
  return { real: balance.principal, bonus: balance.bonus };
}

/** The player's outbox events of one type, oldest first. */
export async function eventsOf(testApp: TestApp, playerId: number, type: string) {
  const rows = await testApp.database.db
    .select({ payload: outboxEvents.payload })
    .from(outboxEvents)
    .where(and(eq(outboxEvents.playerId, playerId), eq(outboxEvents.type, type)))
    .orderBy(outboxEvents.id);
  return rows.map((row) => row.payload);
}

/** The `bonus` push messages published to the player, oldest first. */
export function bonusMessagesOf(testApp: BonusTestApp, playerId: number) {
  return testApp.published
    .filter(({ channel, message }) => channel === personalChannel(playerId) && message.type === 'bonus')
    .map(({ message }) => message);
}

/** A real-money session of the player in a game (the studio's video slot unless named). */
export function playSession(testApp: TestApp, player: Player, slug = SLOT): Promise<WalletSession> {
  return realSession(testApp, player, slug);
}

/** One whole round (bet and win in one call) of the session's game; answers the provider's reply. */
export async function spin(testApp: TestApp, session: WalletSession, stake: number, won = 0) {
  return ok(await walletCall(testApp, 'bet-win', betWin(session, stake, won)));
}

/** Moves the clock on by whole days and a minute. */
export function daysLater(testApp: TestApp, days: number) {
  testApp.clock.advance(days * DAY_MS + 60_000);
}
