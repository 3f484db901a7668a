import { SESSION_COOKIE } from '@casino/contracts';
import {
  playerDetailResponseSchema,
  playerSearchResponseSchema,
  playerSessionsResponseSchema,
} from '@casino/contracts/backoffice';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/modules/audit/audit.schema.ts';
import { PlayerCashRepository } from '../../src/modules/cash/player-cash.repository.ts';
import { outboxEvents } from '../../src/platform/events/events.schema.ts';
import { cashPlayer, PASSWORD } from '../cash/support/cash-app.ts';
import { createPlayer, login } from '../support/auth-players.ts';
import { type SignedInOperator, signInOperator } from '../support/operators.ts';
import { appsOfTwoBrands } from '../support/signed-in.ts';
import { callApi, type TestApp } from '../support/test-app.ts';

const apps = appsOfTwoBrands();
const PLAYERS = '/backoffice/api/players/';

let admin: SignedInOperator;
let risk: SignedInOperator;
let support: SignedInOperator;

beforeAll(async () => {
  admin = await signInOperator(apps.main, ['admin']);
  risk = await signInOperator(apps.main, ['risk']);
  support = await signInOperator(apps.main, ['support']);
});

let made = 0;
/** A player with unique, searchable fields: `tag` appears in none of another test's players. */
async function newPlayer(testApp: TestApp, fields: Parameters<typeof createPlayer>[2] = {}) {
  made += 1;
  const tag = `q${made}x${Math.random().toString(36).slice(2, 7)}`;
  return createPlayer(testApp, PASSWORD, {
    login: `Login${tag}`,
    email: `mail.${tag}@example.com`,
    phone: `+38067${String(3_000_000 + made * 7919).slice(-7)}`,
    firstName: `Olena${tag}`,
    lastName: `Petrenko${tag}`,
    ...fields,
  });
}

async function search(q: string, operator = support) {
  const response = await operator.call({ url: `${PLAYERS}?q=${encodeURIComponent(q)}` });
  expect(response.statusCode, response.body).toBe(200);
  return playerSearchResponseSchema.parse(response.json()).players.map((player) => player.id);
}

/** The audit records of one action about a player, oldest first. */
function recordsOf(playerId: number, action: string) {
  return apps.main.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.playerId, playerId), eq(auditEvents.action, action)))
    .orderBy(auditEvents.id);
}

describe('player search', () => {
  it('finds a player by id, login, e-mail, phone, first and last name (any case, any part) and tax ID', async () => {
    const player = await newPlayer(apps.main);
    const other = await newPlayer(apps.main);
    const taxId = '3012345678';
    await new PlayerCashRepository(apps.main.database.db).saveTaxId(player.id, taxId, apps.main.clock.now());
    const tag = player.login.slice('Login'.length);
    const queries = [
      String(player.id),
      player.login.toUpperCase(),
      tag,
      `mail.${tag}@EXAMPLE`,
      player.phone?.slice(4) ?? '',
      `${player.phone?.slice(4, 7)} ${player.phone?.slice(7, 10)}-${player.phone?.slice(10)}`,
      `olena${tag}`.toUpperCase(),
      `petrenko${tag}`,
      `Olena${tag} Petrenko${tag}`,
      taxId,
    ];
    for (const q of queries) {
      const found = await search(q);
      expect(found, q).toContain(player.id);
      expect(found, q).not.toContain(other.id);
    }
    expect(await search(taxId.slice(0, 9))).not.toContain(player.id);
  });

  it('takes % and _ as themselves, and a short text only as a whole login or e-mail', async () => {
    const player = await newPlayer(apps.main, { login: 'ab' });
    expect(await search('%%%')).toEqual([]);
    expect(await search('___')).toEqual([]);
    expect(await search('AB')).toEqual([player.id]);
    expect(await search('b')).toEqual([]);
  });

  it("never finds another brand's players", async () => {
    const foreign = await newPlayer(apps.other);
    const tag = foreign.login.slice('Login'.length);
    for (const q of [String(foreign.id), tag, foreign.email ?? '']) expect(await search(q)).toEqual([]);
    const detail = await support.call({ url: `${PLAYERS}${foreign.id}/` });
    expect(detail.statusCode).toBe(404);
    expect(detail.json().error.code).toBe('not_found');
  });

  it('returns hostile text verbatim as JSON text', async () => {
    const script = '<script>alert(1)</script>';
    const player = await newPlayer(apps.main, { firstName: script, lastName: null });
    const response = await support.call({ url: `${PLAYERS}?q=${player.id}` });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().players[0].name).toBe(script);
    const detail = await support.call({ url: `${PLAYERS}${player.id}/` });
    expect(detail.json().player.firstName).toBe(script);
  });

  it('refuses bad queries with 422', async () => {
    for (const url of [
      `${PLAYERS}`,
      `${PLAYERS}?q=`,
      `${PLAYERS}?q=${'a'.repeat(101)}`,
      `${PLAYERS}?q=abc&limit=0`,
      `${PLAYERS}?q=abc&limit=101`,
      `${PLAYERS}?q=abc&limit=ten`,
      `${PLAYERS}abc/`,
      `${PLAYERS}-1/`,
      `${PLAYERS}99999999999999999999/`,
      `${PLAYERS}1.5/`,
      `${PLAYERS}0/notes/`,
    ]) {
      const response = await support.call({ url });
      expect(response.statusCode, url).toBe(422);
    }
  });
});

describe("a player's page", () => {
  it('shows the profile, balances, protection, documents and devices', async () => {
    const player = await cashPlayer(apps.main);
    const { app, database } = apps.main;
    await database.db.transaction(async (tx) => {
      await app.wallet.adjustBalance(tx, {
        id: crypto.randomUUID(),
        playerId: player.id,
        currency: 'UAH',
        amount: 12_345,
        reasonCode: 'goodwill',
      });
      await app.wallet.bonusTransfer(tx, {
        kind: 'bonus_grant',
        playerId: player.id,
        currency: 'UAH',
        amount: 500,
        idempotencyKey: `test-bonus-${player.id}`,
        metadata: {},
      });
    });
    const limits = await player.post('/rest/self-limits/update-limits/', {
      limits: [{ type: 'deposit', period: 'day', amount: 100_000 }],
    });
    expect(limits.statusCode, limits.body).toBe(200);
    const excluded = await player.post('/rest/self-limits/exclude/', {
      kind: 'self_exclusion',
      period: 'permanent',
    });
    expect(excluded.statusCode, excluded.body).toBe(200);

    const response = await support.call({ url: `${PLAYERS}${player.id}/` });
    expect(response.statusCode, response.body).toBe(200);
    const { player: detail } = playerDetailResponseSchema.parse(response.json());
    expect(detail).toMatchObject({
      id: player.id,
      status: 'active',
      currency: 'UAH',
      balance: { currency: 'UAH', real: 12_345, bonus: 500, onHold: 0 },
      protection: {
        selfExcludedUntil: '9999-12-31T23:59:59.999Z',
        limits: [{ kind: 'deposit', period: 'day', amount: 100_000 }],
      },
      documents: [],
    });
    expect(detail.devices).toHaveLength(1);
    expect(detail.devices[0]?.lastSeenAt).toBe(apps.main.clock.now().toISOString());
  });

  it('lists the ledger newest first, and the audit trail to those allowed', async () => {
    const player = await cashPlayer(apps.main);
    const { app, database } = apps.main;
    for (const amount of [1_000, 2_000]) {
      await database.db.transaction((tx) =>
        app.wallet.adjustBalance(tx, {
          id: crypto.randomUUID(),
          playerId: player.id,
          currency: 'UAH',
          amount,
          reasonCode: 'goodwill',
        }),
      );
    }
    const ledger = await risk.call({ url: `${PLAYERS}${player.id}/ledger/` });
    expect(ledger.statusCode, ledger.body).toBe(200);
    expect(ledger.json().entries).toMatchObject([
      { kind: 'adjustment', account: 'real', amount: 2_000, currency: 'UAH', balanceAfter: 3_000 },
      { kind: 'adjustment', account: 'real', amount: 1_000, currency: 'UAH', balanceAfter: 1_000 },
    ]);
    expect((await support.call({ url: `${PLAYERS}${player.id}/ledger/` })).statusCode).toBe(403);

    const audit = await risk.call({ url: `${PLAYERS}${player.id}/audit/` });
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.json().events.map((event: { action: string }) => event.action)).toContain(
      'login.new_device',
    );
    expect((await support.call({ url: `${PLAYERS}${player.id}/audit/` })).statusCode).toBe(403);
    expect((await risk.call({ url: `${PLAYERS}999999999/ledger/` })).statusCode).toBe(404);
  });

  it('answers 401 to a player session cookie', async () => {
    const player = await cashPlayer(apps.main);
    const response = await callApi(apps.main.app, {
      url: `${PLAYERS}${player.id}/`,
      cookies: { [SESSION_COOKIE]: player.sid },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('review status', () => {
  it("sets it as the command did, announced to the player's pages and audited under the operator", async () => {
    const player = await cashPlayer(apps.main);
    const response = await risk.call({
      method: 'POST',
      url: `${PLAYERS}${player.id}/review/`,
      payload: { status: 'duplicate', confirmed: true, reason: 'Same card as player 12' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().player).toMatchObject({ reviewStatus: 'duplicate', reviewStatusConfirmed: true });
    const [record] = await recordsOf(player.id, 'account.changed');
    expect(record).toMatchObject({
      actorKind: 'operator',
      actorId: risk.login,
      reason: 'Same card as player 12',
      before: { reviewStatus: null, reviewStatusConfirmed: false },
      after: { reviewStatus: 'duplicate', reviewStatusConfirmed: true },
    });
    const events = await apps.main.database.db
      .select({ payload: outboxEvents.payload })
      .from(outboxEvents)
      .where(sql`${outboxEvents.playerId} = ${player.id} and ${outboxEvents.type} = 'PlayerUpdated'`);
    expect(events).toHaveLength(1);

    const cleared = await risk.call({
      method: 'POST',
      url: `${PLAYERS}${player.id}/review/`,
      payload: { status: null, reason: 'Checked again' },
    });
    expect(cleared.json().player).toMatchObject({ reviewStatus: null, reviewStatusConfirmed: false });
  });

  it('refuses bad input, unknown players and operators without the permission', async () => {
    const player = await cashPlayer(apps.main);
    const url = `${PLAYERS}${player.id}/review/`;
    for (const payload of [
      { status: 'vip', reason: 'no such status' },
      { status: 'duplicate', reason: 'ok' },
      { status: 'duplicate', reason: 'x'.repeat(501) },
      { status: 'duplicate', confirmed: 'yes', reason: 'a reason' },
      { status: null, confirmed: true, reason: 'a cleared status cannot be confirmed' },
      { status: 'duplicate' },
    ]) {
      const response = await risk.call({ method: 'POST', url, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
    }
    const unknown = await risk.call({
      method: 'POST',
      url: `${PLAYERS}999999999/review/`,
      payload: { status: 'duplicate', reason: 'a reason' },
    });
    expect(unknown.statusCode).toBe(404);
    const refused = await support.call({
      method: 'POST',
      url,
      payload: { status: 'duplicate', reason: 'a reason' },
    });
    expect(refused.statusCode).toBe(403);
    expect(await recordsOf(player.id, 'account.changed')).toEqual([]);
  });
});

describe('blocking', () => {
  it("blocks a player: their sessions end, login is refused, and the trail has the operator's reason", async () => {
    const player = await cashPlayer(apps.main);
    const { login: name } = (await player.get('/rest/player/getProfile/')).json().data.main;
    expect((await player.get('/rest/player/balance/')).statusCode).toBe(200);

    const blocked = await risk.call({
      method: 'POST',
      url: `${PLAYERS}${player.id}/block/`,
      payload: { blocked: true, reason: 'Chargeback fraud' },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json().player.status).toBe('blocked');
    expect((await player.get('/rest/player/balance/')).statusCode).toBe(401);
    const refused = await login(apps.main.app, { login: name, password: PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('account_blocked');

    const unblocked = await risk.call({
      method: 'POST',
      url: `${PLAYERS}${player.id}/block/`,
      payload: { blocked: false, reason: 'Chargeback withdrawn' },
    });
    expect(unblocked.json().player.status).toBe('active');
    expect((await login(apps.main.app, { login: name, password: PASSWORD })).statusCode).toBe(200);

    // The session the block ended is listed as ended, the login after the unblock as live (the test clock stands
    // still, so both opened at the same instant and either may come first).
    const sessions = await risk.call({ url: `${PLAYERS}${player.id}/sessions/` });
    expect(sessions.statusCode, sessions.body).toBe(200);
    expect(
      playerSessionsResponseSchema
        .parse(sessions.json())
        .sessions.map((session) => session.status)
        .sort(),
    ).toEqual(['ended', 'live']);

    const trail = await apps.main.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.playerId, player.id), sql`${auditEvents.action} like 'account.%blocked'`))
      .orderBy(auditEvents.id);
    expect(trail).toMatchObject([
      {
        action: 'account.blocked',
        actorKind: 'operator',
        actorId: risk.login,
        reason: 'Chargeback fraud',
        before: { status: 'active' },
        after: { status: 'blocked' },
      },
      {
        action: 'account.unblocked',
        actorKind: 'operator',
        actorId: risk.login,
        reason: 'Chargeback withdrawn',
      },
    ]);
  });

  it('refuses bad input, a missing CSRF token, unknown players and operators without the permission', async () => {
    const player = await cashPlayer(apps.main);
    const url = `${PLAYERS}${player.id}/block/`;
    for (const payload of [
      { blocked: 'yes', reason: 'a reason' },
      { blocked: true },
      { reason: 'a reason' },
    ]) {
      expect((await risk.call({ method: 'POST', url, payload })).statusCode).toBe(422);
    }
    const withoutToken = await risk.call({
      method: 'POST',
      url,
      payload: { blocked: true, reason: 'a reason' },
      headers: { 'x-csrf-token': 'forged' },
    });
    expect(withoutToken.statusCode).toBe(403);
    expect(withoutToken.json().error.code).toBe('csrf_refused');
    const unknown = await risk.call({
      method: 'POST',
      url: `${PLAYERS}999999999/block/`,
      payload: { blocked: true, reason: 'a reason' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await support.call({ method: 'POST', url, payload: { blocked: true, reason: 'a reason' } }))
        .statusCode,
    ).toBe(403);
    expect((await player.get('/rest/player/balance/')).statusCode).toBe(200);
  });
});

describe("operators' notes", () => {
  it('adds notes as written, lists them newest first, and audits them', async () => {
    const player = await cashPlayer(apps.main);
    const url = `${PLAYERS}${player.id}/notes/`;
    const texts = ['Called about the bonus.', `<b>bold</b> & "quoted"\n${'x'.repeat(1_950)}`];
    for (const text of texts) {
      const added = await support.call({ method: 'POST', url, payload: { text } });
      expect(added.statusCode, added.body).toBe(200);
    }
    const listed = await admin.call({ url });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().notes).toMatchObject([
      { operator: support.login, text: texts[1] },
      { operator: support.login, text: texts[0] },
    ]);
    const records = await recordsOf(player.id, 'player.note_added');
    expect(records).toHaveLength(2);
    expect(
      records.every((record) => record.actorKind === 'operator' && record.actorId === support.login),
    ).toBe(true);
  });

  it('refuses empty and overlong notes, and notes on unknown players', async () => {
    const player = await cashPlayer(apps.main);
    const url = `${PLAYERS}${player.id}/notes/`;
    for (const text of ['', '   ', 'x'.repeat(2_001), 42]) {
      expect((await support.call({ method: 'POST', url, payload: { text } })).statusCode).toBe(422);
    }
    expect(
      (await support.call({ method: 'POST', url, payload: { text: 'x'.repeat(2_000) } })).statusCode,
    ).toBe(200);
    const unknown = await support.call({
      method: 'POST',
      url: `${PLAYERS}999999999/notes/`,
      payload: { text: 'hi' },
    });
    expect(unknown.statusCode).toBe(404);
    const marketing = await signInOperator(apps.main, ['marketing']);
    expect((await marketing.call({ method: 'POST', url, payload: { text: 'hi' } })).statusCode).toBe(403);
  });
});
