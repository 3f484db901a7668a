import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { operatorPlayerNotes } from '../backoffice.schema.ts';

export type PlayerNoteRow = typeof operatorPlayerNotes.$inferSelect;

/** The SQL of operators' notes on players: written once, never changed, read newest first. */
export class PlayerNotesRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** Adds a note in the caller's transaction, so it commits with its audit record. */
  async insert(tx: Db, note: Omit<PlayerNoteRow, 'id'>): Promise<PlayerNoteRow> {
    const [row] = await tx.insert(operatorPlayerNotes).values(note).returning();
    if (!row) throw new Error('note insert returned nothing');
    return row;
  }

  /** The player's notes, newest first, at most `limit`. */
  forPlayer(playerId: number, limit: number): Promise<PlayerNoteRow[]> {
    return this.#db
      .select()
      .from(operatorPlayerNotes)
      .where(eq(operatorPlayerNotes.playerId, playerId))
      .orderBy(desc(operatorPlayerNotes.id))
      .limit(limit);
  }
}
