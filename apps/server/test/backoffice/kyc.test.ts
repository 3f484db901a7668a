import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SESSION_COOKIE } from '@casino/contracts';
import { documentQueueResponseSchema } from '@casino/contracts/backoffice';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/modules/audit/audit.schema.ts';
import { createPlayer, findPlayer, login, originOf, sessionCookieOf } from '../support/auth-players.ts';
import { type SignedInOperator, signInOperator } from '../support/operators.ts';
import { buildTestApp, callApi, type TestApp } from '../support/test-app.ts';

const PASSWORD = 'Correct-Horse-1';
const DOCUMENTS = '/backoffice/api/documents/';

let dataDir: string;
let main: TestApp;
let other: TestApp;
let kyc: SignedInOperator;
let support: SignedInOperator;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'backoffice-kyc-'));
  const env = { RATE_LIMITS: 'off', DATA_DIR: dataDir };
  main = await buildTestApp({ env });
  other = await buildTestApp({ database: main.database, env: { ...env, BRAND: 'vlk' } });
  kyc = await signInOperator(main, ['kyc']);
  support = await signInOperator(main, ['support']);
});
afterAll(async () => {
  await other?.close();
  await main?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n<script>alert(1)</script>\n', 'latin1'), Buffer.alloc(32)]);

/** A player of the app's brand who uploaded one document; its id as the site answered. */
async function uploaded(testApp: TestApp, file: { name: string; bytes: Buffer }, kind = 'passport') {
  const player = await createPlayer(testApp, PASSWORD);
  const sid = sessionCookieOf(await login(testApp.app, { login: player.email, password: PASSWORD }));
  if (!sid) throw new Error('login set no session cookie');
  const boundary = '----backoffice-kyc-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        'content-type: application/octet-stream\r\n\r\n',
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await callApi(testApp.app, {
    method: 'POST',
    url: '/rest/player/documents/',
    payload,
    cookies: { [SESSION_COOKIE]: sid },
    headers: { origin: originOf(testApp), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { player, sid, documentId: response.json().document.id as string };
}

async function queue(status?: string) {
  const response = await kyc.call({ url: `${DOCUMENTS}${status ? `?status=${status}` : ''}` });
  expect(response.statusCode, response.body).toBe(200);
  return documentQueueResponseSchema.parse(response.json()).documents;
}

const decide = (operator: SignedInOperator, id: string, payload: unknown) =>
  operator.call({ method: 'POST', url: `${DOCUMENTS}${id}/decision/`, payload: payload as object });

describe('the documents queue', () => {
  it("lists this brand's waiting documents oldest first, decided ones newest first, with the players' logins", async () => {
    const first = await uploaded(main, { name: '<img src=x onerror=alert(1)>.jpg', bytes: JPEG });
    main.clock.advance(60_000);
    const second = await uploaded(main, { name: 'bill.pdf', bytes: PDF }, 'utility_bill');
    const foreign = await uploaded(other, { name: 'passport.jpg', bytes: JPEG });

    const pending = await queue();
    const ids = pending.map((document) => document.id);
    expect(ids.indexOf(first.documentId)).toBeLessThan(ids.indexOf(second.documentId));
    expect(ids).not.toContain(foreign.documentId);
    expect(pending.find((document) => document.id === first.documentId)).toMatchObject({
      playerId: first.player.id,
      playerLogin: first.player.login,
      fileName: '<img src=x onerror=alert(1)>.jpg',
      mimeType: 'image/jpeg',
      status: 'pending',
      decidedAt: null,
    });

    expect((await decide(kyc, first.documentId, { verdict: 'approve' })).statusCode).toBe(200);
    main.clock.advance(60_000);
    expect((await decide(kyc, second.documentId, { verdict: 'approve' })).statusCode).toBe(200);
    const approved = (await queue('approved')).map((document) => document.id);
    expect(approved.slice(0, 2)).toEqual([second.documentId, first.documentId]);
    expect((await queue()).map((document) => document.id)).not.toContain(first.documentId);
  });

  it('refuses bad queries', async () => {
    for (const query of ['status=lost', 'limit=0', 'limit=201', 'limit=many']) {
      expect((await kyc.call({ url: `${DOCUMENTS}?${query}` })).statusCode, query).toBe(422);
    }
  });
});

describe("a document's file", () => {
  it('is streamed as stored, with headers that keep it from running script in the console', async () => {
    const { documentId } = await uploaded(main, { name: 'bill.pdf', bytes: PDF });
    const response = await support.call({ url: `${DOCUMENTS}${documentId}/file/` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.rawPayload.equals(PDF)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      'cache-control': 'no-store',
    });
  });

  it("answers 404 for an unknown document or another brand's, 422 for a malformed id, 401 to a player", async () => {
    const foreign = await uploaded(other, { name: 'passport.jpg', bytes: JPEG });
    const unknown = await support.call({ url: `${DOCUMENTS}${randomUUID()}/file/` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('document_not_found');
    expect((await support.call({ url: `${DOCUMENTS}${foreign.documentId}/file/` })).statusCode).toBe(404);
    expect((await support.call({ url: `${DOCUMENTS}not-a-uuid/file/` })).statusCode).toBe(422);
    const own = await uploaded(main, { name: 'passport.jpg', bytes: JPEG });
    const asPlayer = await callApi(main.app, {
      url: `${DOCUMENTS}${own.documentId}/file/`,
      cookies: { [SESSION_COOKIE]: own.sid },
    });
    expect(asPlayer.statusCode).toBe(401);
  });

  it('answers 404 when the stored file is gone', async () => {
    const { player, documentId } = await uploaded(main, { name: 'passport.jpg', bytes: JPEG });
    await rm(path.join(dataDir, 'documents', String(player.id)), { recursive: true, force: true });
    const response = await support.call({ url: `${DOCUMENTS}${documentId}/file/` });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('document_not_found');
  });
});

describe('deciding a document', () => {
  it('approves it: the player is verified, the trail names the operator, and a second decision is refused', async () => {
    const { player, documentId } = await uploaded(main, { name: 'passport.jpg', bytes: JPEG });
    const approved = await decide(kyc, documentId, { verdict: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().document).toMatchObject({
      id: documentId,
      status: 'approved',
      rejectionReason: null,
    });
    expect((await findPlayer(main, player.id))?.verificationStatus).toBe('approved');

    const again = await decide(kyc, documentId, { verdict: 'reject', reason: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('document_already_decided');

    const records = await main.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.playerId, player.id), eq(auditEvents.action, 'document.decided')));
    expect(records).toMatchObject([
      { actorKind: 'operator', actorId: kyc.login, after: { documentId, status: 'approved' }, reason: null },
    ]);
  });

  it('rejects it with the reason, which the player reads', async () => {
    const { player, documentId, sid } = await uploaded(main, { name: 'passport.jpg', bytes: JPEG });
    const rejected = await decide(kyc, documentId, { verdict: 'reject', reason: 'The photo is blurred' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().document).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The photo is blurred',
    });
    expect((await findPlayer(main, player.id))?.verificationStatus).toBe('rejected');
    const seen = await callApi(main.app, {
      url: '/rest/player/documents/',
      cookies: { [SESSION_COOKIE]: sid },
    });
    expect(JSON.stringify(seen.json())).toContain('The photo is blurred');
    const [record] = await main.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.playerId, player.id), eq(auditEvents.action, 'document.decided')));
    expect(record).toMatchObject({
      actorKind: 'operator',
      actorId: kyc.login,
      reason: 'The photo is blurred',
    });
  });

  it("refuses bad input, unknown and other brands' documents, and operators without the permission", async () => {
    const { documentId } = await uploaded(main, { name: 'passport.jpg', bytes: JPEG });
    const foreign = await uploaded(other, { name: 'passport.jpg', bytes: JPEG });
    for (const payload of [
      {},
      { verdict: 'maybe' },
      { verdict: 'reject' },
      { verdict: 'reject', reason: ' ' },
      { verdict: 'reject', reason: 'x'.repeat(501) },
    ]) {
      expect((await decide(kyc, documentId, payload)).statusCode, JSON.stringify(payload)).toBe(422);
    }
    const unknown = await decide(kyc, randomUUID(), { verdict: 'approve' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('document_not_found');
    expect((await decide(kyc, foreign.documentId, { verdict: 'approve' })).statusCode).toBe(404);
    const refused = await decide(support, documentId, { verdict: 'approve' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('operator_forbidden');
    expect((await queue()).map((document) => document.id)).toContain(documentId);
  });
});
