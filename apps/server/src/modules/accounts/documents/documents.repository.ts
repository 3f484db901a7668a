import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { players } from '../players/players.schema.ts';
import { type DocumentStatus, type PlayerDocumentRow, playerDocuments } from './documents.schema.ts';

export type NewPlayerDocumentRow = typeof playerDocuments.$inferInsert;

/** A document awaiting review, with the login of the player it belongs to. */
export interface PendingDocumentRow extends PlayerDocumentRow {
  playerLogin: string;
}

/** The only code that reads or writes player_documents; every query is scoped to this process's brand. */
export class DocumentsRepository {
  readonly #db: Db;
  readonly #brand: string;

  constructor(db: Db, brand: string) {
    this.#db = db;
    this.#brand = brand;
  }

  /** The player's documents, newest first. */
  listByPlayer(playerId: number): Promise<PlayerDocumentRow[]> {
    return this.#db
      .select()
      .from(playerDocuments)
      .where(eq(playerDocuments.playerId, playerId))
      .orderBy(desc(playerDocuments.createdAt), desc(playerDocuments.id));
  }

  async countByPlayer(playerId: number): Promise<number> {
    const [row] = await this.#db
      .select({ value: count() })
      .from(playerDocuments)
      .where(eq(playerDocuments.playerId, playerId));
    return row?.value ?? 0;
  }

  /** Runs `work` in one transaction: a document's change, the player's status and their events commit together. */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.#db.transaction(work);
  }

  /**
   * Inserts the document in the caller's transaction unless the player already has `limit`; undefined then. The
   * player's row is locked for the rest of the transaction, so parallel uploads cannot together pass the limit.
   */
  async insertWithinLimit(
    tx: Db,
    row: NewPlayerDocumentRow,
    limit: number,
  ): Promise<PlayerDocumentRow | undefined> {
    await tx.execute(
      sql`select ${players.id} from ${players} where ${players.id} = ${row.playerId} for update`,
    );
    const [existing] = await tx
      .select({ value: count() })
      .from(playerDocuments)
      .where(eq(playerDocuments.playerId, row.playerId));
    if ((existing?.value ?? 0) >= limit) return undefined;
    const [created] = await tx.insert(playerDocuments).values(row).returning();
    return created;
  }

  async findById(id: string): Promise<PlayerDocumentRow | undefined> {
    const [row] = await this.#db
      .select({ document: playerDocuments })
      .from(playerDocuments)
      .innerJoin(players, eq(players.id, playerDocuments.playerId))
      .where(and(eq(players.brand, this.#brand), eq(playerDocuments.id, id)));
    return row?.document;
  }

  /** Documents waiting for a decision, oldest first: the review queue. */
  async listPending(): Promise<PendingDocumentRow[]> {
    const rows = await this.#db
      .select({ document: playerDocuments, playerLogin: players.login })
      .from(playerDocuments)
      .innerJoin(players, eq(players.id, playerDocuments.playerId))
      .where(and(eq(players.brand, this.#brand), eq(playerDocuments.status, 'pending')))
      .orderBy(asc(playerDocuments.createdAt), asc(playerDocuments.id));
    return rows.map(({ document, playerLogin }) => ({ ...document, playerLogin }));
  }

  /**
   * The back office's queue: this brand's documents in one status with their players' logins, the waiting ones
   * oldest first (first come, first decided), decided ones newest first.
   */
  async queue(status: DocumentStatus, limit: number): Promise<PendingDocumentRow[]> {
    const order =
      status === 'pending'
        ? [asc(playerDocuments.createdAt), asc(playerDocuments.id)]
        : [desc(playerDocuments.decidedAt), desc(playerDocuments.id)];
    const rows = await this.#db
      .select({ document: playerDocuments, playerLogin: players.login })
      .from(playerDocuments)
      .innerJoin(players, eq(players.id, playerDocuments.playerId))
      .where(and(eq(players.brand, this.#brand), eq(playerDocuments.status, status)))
      .orderBy(...order)
      .limit(limit);
    return rows.map(({ document, playerLogin }) => ({ ...document, playerLogin }));
  }

  /**
   * Records a decision on a pending document in the caller's transaction; undefined when it was not pending
   * (already decided).
   */
  async decide(
    tx: Db,
    id: string,
    decision: { status: 'approved' | 'rejected'; rejectionReason: string | null },
    at: Date,
  ): Promise<PlayerDocumentRow | undefined> {
    const [row] = await tx
      .update(playerDocuments)
      .set({ ...decision, decidedAt: at })
      .where(and(eq(playerDocuments.id, id), eq(playerDocuments.status, 'pending')))
      .returning();
    return row;
  }
}
