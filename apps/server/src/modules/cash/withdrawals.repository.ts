import type { WithdrawalStatus } from '@casino/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { cashWithdrawals, type NewWithdrawalRow, type WithdrawalRow } from './cash.schema.ts';

/** The only SQL on withdrawals. */
export class WithdrawalsRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /**
   * Inserts the withdrawal in the caller's transaction unless the player already used its idempotency key; the
   * stored row and whether it is new. A concurrent request with the same key waits on the unique index.
   */
  async insertOrFind(tx: Db, row: NewWithdrawalRow): Promise<{ row: WithdrawalRow; created: boolean }> {
    const [created] = await tx.insert(cashWithdrawals).values(row).onConflictDoNothing().returning();
    if (created) return { row: created, created: true };
    const [existing] = await tx
      .select()
      .from(cashWithdrawals)
      .where(
        and(
          eq(cashWithdrawals.playerId, row.playerId),
          eq(cashWithdrawals.idempotencyKey, row.idempotencyKey),
        ),
      );
    if (!existing) throw new Error(`withdrawal with key ${row.idempotencyKey} neither inserted nor found`);
    return { row: existing, created: false };
  }

  /** The withdrawal locked for the transaction; with a player, only that player's own. */
  async lock(tx: Db, id: string, playerId?: number): Promise<WithdrawalRow | undefined> {
    const [row] = await tx
      .select()
      .from(cashWithdrawals)
      .where(
        and(
          eq(cashWithdrawals.id, id),
          playerId === undefined ? undefined : eq(cashWithdrawals.playerId, playerId),
        ),
      )
      .for('update');
    return row;
  }

  async update(
    tx: Db,
    id: string,
    changes: Partial<Omit<NewWithdrawalRow, 'id' | 'playerId'>>,
  ): Promise<WithdrawalRow> {
    const [row] = await tx.update(cashWithdrawals).set(changes).where(eq(cashWithdrawals.id, id)).returning();
    if (!row) throw new Error(`withdrawal ${id} vanished`);
    return row;
  }

  /** The player's withdrawals, newest first. */
  listByPlayer(playerId: number): Promise<WithdrawalRow[]> {
    return this.#db
      .select()
      .from(cashWithdrawals)
      .where(eq(cashWithdrawals.playerId, playerId))
      .orderBy(desc(cashWithdrawals.createdAt), desc(cashWithdrawals.id));
  }

  /** Withdrawals in the given states, oldest first: the review queue. */
  listByStatus(statuses: WithdrawalStatus[]): Promise<WithdrawalRow[]> {
    return this.#db
      .select()
      .from(cashWithdrawals)
      .where(inArray(cashWithdrawals.status, statuses))
      .orderBy(asc(cashWithdrawals.createdAt), asc(cashWithdrawals.id));
  }

  /**
   * The back office's queue: withdrawals in the given states, of one player or all, oldest first (the longest
   * waiting is decided first).
   */
  list(filter: {
    statuses: WithdrawalStatus[];
    playerId?: number | undefined;
    limit: number;
    offset?: number;
  }): Promise<WithdrawalRow[]> {
    return this.#db
      .select()
      .from(cashWithdrawals)
      .where(
        and(
          inArray(cashWithdrawals.status, filter.statuses),
          filter.playerId === undefined ? undefined : eq(cashWithdrawals.playerId, filter.playerId),
        ),
      )
      .orderBy(asc(cashWithdrawals.createdAt), asc(cashWithdrawals.id))
      .limit(filter.limit)
      .offset(filter.offset ?? 0);
  }

  async findById(id: string): Promise<WithdrawalRow | undefined> {
    const [row] = await this.#db.select().from(cashWithdrawals).where(eq(cashWithdrawals.id, id));
    return row;
  }

  /** The newest pending withdrawal whose cancellation the player has not declined to be offered. */
  async newestCancelOffer(playerId: number): Promise<WithdrawalRow | undefined> {
    const [row] = await this.#db
      .select()
      .from(cashWithdrawals)
      .where(
        and(
          eq(cashWithdrawals.playerId, playerId),
          eq(cashWithdrawals.status, 'pending'),
          eq(cashWithdrawals.cancelOfferDismissed, false),
        ),
      )
      .orderBy(desc(cashWithdrawals.createdAt), desc(cashWithdrawals.id))
      .limit(1);
    return row;
  }

  /** Stops offering the cancellation of one of the player's withdrawals; false when it is not theirs. */
  async dismissCancelOffer(playerId: number, id: string, at: Date): Promise<boolean> {
    const rows = await this.#db
      .update(cashWithdrawals)
      .set({ cancelOfferDismissed: true, updatedAt: at })
      .where(and(eq(cashWithdrawals.id, id), eq(cashWithdrawals.playerId, playerId)))
      .returning({ id: cashWithdrawals.id });
    return rows.length > 0;
  }
}
