import path from 'node:path';
import type { Clock } from '../../../platform/clock.ts';
import type { Config } from '../../../platform/config.ts';
import type { Db } from '../../../platform/db/database.ts';
import { PlayersRepository } from '../players/players.repository.ts';
import { FileSystemDocumentStorage } from './document-storage.ts';
import { DocumentsRepository } from './documents.repository.ts';
import { DocumentsService } from './documents.service.ts';

/** The folder of document files: under DATA_DIR, outside anything the web server serves. */
export function documentsDir(dataDir: string): string {
  return path.join(dataDir, 'documents');
}

/** The documents service on this brand's database and the files under DATA_DIR; the server and the CLI share it. */
export function createDocumentsService(deps: {
  db: Db;
  config: Pick<Config, 'brand' | 'dataDir'>;
  clock: Clock;
}): DocumentsService {
  const { db, config, clock } = deps;
  return new DocumentsService({
    documents: new DocumentsRepository(db, config.brand),
    players: new PlayersRepository(db, config.brand),
    storage: new FileSystemDocumentStorage(documentsDir(config.dataDir)),
    clock,
  });
}
