import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from '../players/players.schema.ts';

export type DocumentStatus = 'pending' | 'approved' | 'rejected';

/** Identity documents a player uploaded; the file is stored outside the web root, addressed by storage_key. */
export const playerDocuments = pgTable(
  'player_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    status: text('status').$type<DocumentStatus>().notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [index('player_documents_player').on(table.playerId)],
);

export type PlayerDocumentRow = typeof playerDocuments.$inferSelect;
