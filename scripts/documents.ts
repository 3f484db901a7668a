/**
 * `npm run documents -- list | approve <id> | reject <id> "<reason>"`: reviews identity documents on the database
 * `npm start` uses (DATABASE_URL, or the PGlite folder under DATA_DIR; stop the server first when it is PGlite,
 * which one process at a time may open). Files are under DATA_DIR/documents/<playerId>/<id>. Development only.
 */
import path from 'node:path';
import {
  createDocumentsService,
  documentsDir,
} from '../apps/server/src/modules/accounts/documents/create-documents-service.ts';
import type { DocumentDecision } from '../apps/server/src/modules/accounts/documents/documents.service.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { runOperatorCommand } from './support/operator-command.ts';

const USAGE = 'usage: npm run documents -- list | approve <id> | reject <id> "<reason>"';

/** The decision the arguments ask for, or undefined for `list`; exits with the usage on anything else. */
function parseArguments(args: string[]): { id: string; decision: DocumentDecision } | undefined {
  const [command, id, reason] = args;
  if (command === 'list' && args.length === 1) return undefined;
  if (command === 'approve' && id && args.length === 2) return { id, decision: { verdict: 'approve' } };
  if (command === 'reject' && id && reason && args.length === 3) {
    return { id, decision: { verdict: 'reject', reason } };
  }
  console.error(USAGE);
  process.exit(2);
}

const request = parseArguments(process.argv.slice(2));
await runOperatorCommand('documents', async ({ config, database }) => {
  const documents = createDocumentsService({ db: database.db, config, clock: systemClock });
  if (!request) {
    const pending = await documents.pending();
    if (pending.length === 0) console.log('No documents wait for a decision.');
    for (const row of pending) {
      const file = path.join(documentsDir(config.dataDir), row.storageKey);
      console.log(
        `${row.id}  ${row.createdAt.toISOString()}  ${row.playerLogin}  ${row.kind}  ${row.mimeType}  ${row.sizeBytes} B  ${file}`,
      );
    }
    return;
  }
  const { document, verificationStatus } = await documents.decide(request.id, request.decision);
  console.log(
    `Document ${document.id} ${document.status}; player ${document.playerId} is now ${verificationStatus}.`,
  );
});
