import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentsService } from '../src/modules/accounts/documents/create-documents-service.ts';
import type { DocumentsService, UploadPart } from '../src/modules/accounts/documents/documents.service.ts';
import { createPlayer, findPlayer } from './support/auth-players.ts';
import { buildTestApp, type TestApp } from './support/test-app.ts';

let testApp: TestApp;
let dataDir: string;
let documents: DocumentsService;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'documents-decisions-'));
  testApp = await buildTestApp({ env: { DATA_DIR: dataDir } });
  documents = createDocumentsService({
    db: testApp.database.db,
    config: testApp.config,
    clock: testApp.clock,
  });
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function* form(kind: string): AsyncIterable<UploadPart> {
  yield { type: 'field', name: 'kind', value: kind };
  yield {
    type: 'file',
    name: 'file',
    fileName: 'scan.pdf',
    content: Readable.from([Buffer.from('%PDF-1.7\n...')]),
  };
}

async function playerWithDocument() {
  const player = await createPlayer(testApp, 'Correct-Horse-1');
  const { document } = await documents.upload(player.id, form('passport'));
  return { player, document };
}

describe('document decisions', () => {
  it('approving makes the document and the player approved', async () => {
    const { player, document } = await playerWithDocument();
    const decided = await documents.decide(document.id, { verdict: 'approve' });
    expect(decided.document).toMatchObject({ status: 'approved', rejectionReason: null });
    expect(decided.document.decidedAt).toEqual(testApp.clock.now());
    expect((await findPlayer(testApp, player.id))?.verificationStatus).toBe('approved');
    expect((await documents.list(player.id)).verificationStatus).toBe('approved');
  });

  it('rejecting keeps the reason on the document and makes the player rejected', async () => {
    const { player, document } = await playerWithDocument();
    await documents.decide(document.id, { verdict: 'reject', reason: '  The photo is blurred  ' });
    const listed = await documents.list(player.id);
    expect(listed.verificationStatus).toBe('rejected');
    expect(listed.documents[0]).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The photo is blurred',
    });
  });

  it('a rejection needs a reason', async () => {
    const { document } = await playerWithDocument();
    await expect(documents.decide(document.id, { verdict: 'reject', reason: '   ' })).rejects.toMatchObject({
      code: 'validation_failed',
    });
  });

  it('decides a document once, and knows no unknown document', async () => {
    const { document } = await playerWithDocument();
    await documents.decide(document.id, { verdict: 'approve' });
    await expect(documents.decide(document.id, { verdict: 'reject', reason: 'late' })).rejects.toMatchObject({
      code: 'document_already_decided',
      status: 409,
    });
    await expect(
      documents.decide('00000000-0000-4000-8000-000000000000', { verdict: 'approve' }),
    ).rejects.toMatchObject({ code: 'document_not_found', status: 404 });
  });

  it('a new upload after approval keeps the player approved; after rejection it is pending again', async () => {
    const approved = await playerWithDocument();
    await documents.decide(approved.document.id, { verdict: 'approve' });
    expect((await documents.upload(approved.player.id, form('utility_bill'))).verificationStatus).toBe(
      'approved',
    );

    const rejected = await playerWithDocument();
    await documents.decide(rejected.document.id, { verdict: 'reject', reason: 'Expired passport' });
    expect((await documents.upload(rejected.player.id, form('id_card'))).verificationStatus).toBe('pending');
  });

  it('the review queue holds pending documents only, oldest first', async () => {
    const first = await playerWithDocument();
    testApp.clock.advance(1000);
    const second = await playerWithDocument();
    await documents.decide(first.document.id, { verdict: 'approve' });
    const queue = await documents.pending();
    const ids = queue.map((row) => row.id);
    expect(ids).toContain(second.document.id);
    expect(ids).not.toContain(first.document.id);
    expect(queue.find((row) => row.id === second.document.id)?.playerLogin).toBe(second.player.login);
  });
});
