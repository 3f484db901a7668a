import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DOCUMENT_MAX_BYTES, DOCUMENTS_PER_PLAYER, SESSION_COOKIE } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, findPlayer, login, originOf, sessionCookieOf } from './support/auth-players.ts';
import { buildTestApp, callApi, type TestApp } from './support/test-app.ts';

const PASSWORD = 'Correct-Horse-1';
let testApp: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'documents-test-'));
  testApp = await buildTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

const padded = (head: Buffer | string, size = 64) =>
  Buffer.concat([Buffer.from(head as string, 'latin1'), Buffer.alloc(Math.max(0, size))]);

/** The first bytes of each accepted type, followed by filler. */
const SAMPLES = {
  'image/jpeg': { name: 'passport.jpg', bytes: padded(Buffer.from([0xff, 0xd8, 0xff, 0xe0])) },
  'image/png': {
    name: 'scan.png',
    bytes: padded(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  'image/webp': { name: 'selfie.webp', bytes: padded('RIFF\x24\x00\x00\x00WEBPVP8 ') },
  'application/pdf': { name: 'bill.pdf', bytes: padded('%PDF-1.7\n') },
} as const;

interface FilePart {
  name: string;
  bytes: Buffer;
  contentType?: string;
}

/** A multipart body as a browser's FormData sends it: fields first, then the file. */
function multipart(fields: Record<string, string>, file?: FilePart) {
  const boundary = '----casino-test-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `content-type: ${file.contentType ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function signedIn() {
  const player = await createPlayer(testApp, PASSWORD);
  const sid = sessionCookieOf(await login(testApp.app, { login: player.email, password: PASSWORD }));
  if (!sid) throw new Error('login set no session cookie');
  return { player, cookies: { [SESSION_COOKIE]: sid } };
}

function upload(cookies: Record<string, string>, kind: string, file?: FilePart) {
  const { payload, contentType } = multipart({ kind }, file);
  return callApi(testApp.app, {
    method: 'POST',
    url: '/rest/player/documents/',
    payload,
    cookies,
    headers: { origin: originOf(testApp), 'content-type': contentType },
  });
}

const listDocuments = (cookies: Record<string, string>) =>
  callApi(testApp.app, { url: '/rest/player/documents/', cookies });

/** Every file in the player's document folder, temporary ones included. */
async function storedFiles(playerId: number): Promise<string[]> {
  return readdir(path.join(dataDir, 'documents', String(playerId))).catch(() => []);
}

describe('identity documents', () => {
  it.each(Object.entries(SAMPLES))('accepts %s, recognised by its content', async (mimeType, sample) => {
    const { player, cookies } = await signedIn();
    // The declared type is deliberately wrong: only the bytes count.
    const response = await upload(cookies, 'passport', {
      ...sample,
      contentType: 'application/octet-stream',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      verificationStatus: 'pending',
      document: {
        kind: 'passport',
        fileName: sample.name,
        mimeType,
        sizeBytes: sample.bytes.length,
        status: 'pending',
        rejectionReason: null,
      },
    });
    const files = await storedFiles(player.id);
    expect(files).toEqual([body.document.id]);
    const stored = await readFile(path.join(dataDir, 'documents', String(player.id), body.document.id));
    expect(stored.equals(sample.bytes)).toBe(true);
    expect((await findPlayer(testApp, player.id))?.verificationStatus).toBe('pending');

    const listed = (await listDocuments(cookies)).json();
    expect(listed).toEqual({ success: true, documents: [body.document], verificationStatus: 'pending' });
  });

  it.each([
    ['a Windows program named as a photo', { name: 'photo.jpg', bytes: padded('MZ\x90\x00\x03') }],
    [
      'an HTML page named as an image',
      {
        name: 'scan.png',
        bytes: Buffer.from('<html><script>alert(1)</script></html>'),
        contentType: 'image/png',
      },
    ],
    ['a file too short to be anything', { name: 'tiny.pdf', bytes: Buffer.from('%P') }],
  ])('refuses %s with 415 and stores nothing', async (_label, file) => {
    const { player, cookies } = await signedIn();
    const response = await upload(cookies, 'passport', file);
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('unsupported_file_type');
    expect(await storedFiles(player.id)).toEqual([]);
    expect((await listDocuments(cookies)).json().documents).toEqual([]);
    expect((await findPlayer(testApp, player.id))?.verificationStatus).toBe('none');
  });

  it('refuses a file over 10 MiB with 413 and stores nothing', async () => {
    const { player, cookies } = await signedIn();
    const bytes = padded(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), DOCUMENT_MAX_BYTES);
    const response = await upload(cookies, 'passport', { name: 'huge.jpg', bytes });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('file_too_large');
    expect(await storedFiles(player.id)).toEqual([]);
    expect((await listDocuments(cookies)).json().documents).toEqual([]);
  });

  it('accepts a file of exactly 10 MiB', async () => {
    const { cookies } = await signedIn();
    const bytes = padded(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), DOCUMENT_MAX_BYTES - 4);
    const response = await upload(cookies, 'selfie', { name: 'big.jpg', bytes });
    expect(response.statusCode).toBe(200);
    expect(response.json().document.sizeBytes).toBe(DOCUMENT_MAX_BYTES);
  });

  it('refuses an unknown kind or a missing file with 422 and stores nothing', async () => {
    const { player, cookies } = await signedIn();
    const unknownKind = await upload(cookies, 'diploma', SAMPLES['image/png']);
    expect(unknownKind.statusCode).toBe(422);
    expect(unknownKind.json().error.fields).toHaveProperty('kind');
    const noFile = await upload(cookies, 'passport');
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().error.fields).toHaveProperty('file');
    expect(await storedFiles(player.id)).toEqual([]);
  });

  it('refuses a file name or a field no text column can hold with 422 naming the field, and stores nothing', async () => {
    const { cookies } = await signedIn();
    const jpeg = SAMPLES['image/jpeg'];
    for (const [kind, file] of [
      ['passport', { ...jpeg, name: 'pass\u0000port.jpg' }],
      ['pass\u0000port', jpeg],
    ] as const) {
      const response = await upload(cookies, kind, file);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().error).toMatchObject({ code: 'validation_failed' });
      expect(Object.keys(response.json().error.fields)).toEqual([kind === 'passport' ? 'file' : 'kind']);
    }
    expect(
      (await callApi(testApp.app, { url: '/rest/player/documents/', cookies })).json().documents,
    ).toEqual([]);
  });

  it(`keeps at most ${DOCUMENTS_PER_PLAYER} documents per player`, async () => {
    const { player, cookies } = await signedIn();
    for (let index = 0; index < DOCUMENTS_PER_PLAYER; index += 1) {
      expect((await upload(cookies, 'utility_bill', SAMPLES['application/pdf'])).statusCode).toBe(200);
    }
    const over = await upload(cookies, 'utility_bill', SAMPLES['application/pdf']);
    expect(over.statusCode).toBe(409);
    expect(over.json().error.code).toBe('too_many_documents');
    expect(await storedFiles(player.id)).toHaveLength(DOCUMENTS_PER_PLAYER);
  });

  it("never lists another player's documents", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    await upload(owner.cookies, 'id_card', SAMPLES['image/jpeg']);
    const listed = (await listDocuments(other.cookies)).json();
    expect(listed).toEqual({ success: true, documents: [], verificationStatus: 'none' });
  });

  it('answers guests with 401', async () => {
    expect((await listDocuments({})).statusCode).toBe(401);
    const refused = await upload({}, 'passport', SAMPLES['image/jpeg']);
    expect(refused.statusCode).toBe(401);
    expect((await callApi(testApp.app, { url: '/rest/verification/getData/' })).statusCode).toBe(401);
  });

  it('reports the verification data: not automatic, the status and the number of documents', async () => {
    const { cookies } = await signedIn();
    await upload(cookies, 'passport', SAMPLES['image/png']);
    await upload(cookies, 'selfie', SAMPLES['image/webp']);
    const response = await callApi(testApp.app, { url: '/rest/verification/getData/', cookies });
    expect(response.json()).toEqual({
      success: true,
      autoVerificationData: { isAvailable: false, status: 'pending', documents: 2 },
    });
  });
});
