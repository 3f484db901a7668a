import type { AdjustmentStatus } from '@casino/contracts/backoffice';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { type LedgerAdjustmentRow, ledgerAdjustments } from './adjustments.schema.ts';

type NewAdjustment = Omit<
  LedgerAdjustmentRow,
  'id' | 'decidedBy' | 'decisionReason' | 'transferId' | 'decidedAt'
>;

/** The SQL of manual adjustments. */
export class AdjustmentsRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** Inserts a new adjustment, or returns undefined when this operator already sent this request id. */
  async insert(tx: Db, row: NewAdjustment): Promise<LedgerAdjustmentRow | undefined> {
    const [inserted] = await tx.insert(ledgerAdjustments).values(row).onConflictDoNothing().returning();
    return inserted;
  }

  async byRequest(requestedBy: string, requestId: string): Promise<LedgerAdjustmentRow | undefined> {
    const [row] = await this.#db
      .select()
      .from(ledgerAdjustments)
      .where(and(eq(ledgerAdjustments.requestedBy, requestedBy), eq(ledgerAdjustments.requestId, requestId)));
    return row;
  }

  /** An adjustment locked for a decision: two approvals at once are taken in turn. */
  async lock(tx: Db, id: string): Promise<LedgerAdjustmentRow | undefined> {
    const [row] = await tx.select().from(ledgerAdjustments).where(eq(ledgerAdjustments.id, id)).for('update');
    return row;
  }

  async decide(
    tx: Db,
    id: string,
    decision: Pick<
      LedgerAdjustmentRow,
      'status' | 'decidedBy' | 'decisionReason' | 'transferId' | 'decidedAt'
    >,
  ): Promise<LedgerAdjustmentRow> {
    const [row] = await tx
      .update(ledgerAdjustments)
      .set(decision)
      .where(eq(ledgerAdjustments.id, id))
      .returning();
    if (!row) throw new Error(`adjustment ${id} vanished while locked`);
    return row;
  }

  list(filter: {
    status?: AdjustmentStatus;
    playerId?: number;
    limit: number;
  }): Promise<LedgerAdjustmentRow[]> {
    const conditions: SQL[] = [];
    if (filter.status) conditions.push(eq(ledgerAdjustments.status, filter.status));
    if (filter.playerId) conditions.push(eq(ledgerAdjustments.playerId, filter.playerId));
    return this.#db
      .select()
      .from(ledgerAdjustments)
      .where(and(...conditions))
      .orderBy(desc(ledgerAdjustments.createdAt), desc(ledgerAdjustments.id))
      .limit(filter.limit);
  }
}
