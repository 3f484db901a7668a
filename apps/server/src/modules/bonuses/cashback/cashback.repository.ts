import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/database.ts';
import { cashbackPrograms, playerCashbacks } from './cashback.schema.ts';

export type CashbackProgramRow = typeof cashbackPrograms.$inferSelect;
export type NewCashbackProgramRow = typeof cashbackPrograms.$inferInsert;
export type PlayerCashbackRow = typeof playerCashbacks.$inferSelect;
export type NewPlayerCashbackRow = typeof playerCashbacks.$inferInsert;

/** A player's cashback with its programme (its terms, title and period rules). */
export interface TakenCashback {
  cashback: PlayerCashbackRow;
  program: CashbackProgramRow;
}

/** The only SQL over the cashback tables. */
export class CashbackRepository {
  // Programmes.

  async program(executor: Db, id: number): Promise<CashbackProgramRow | undefined> {
    const [row] = await executor.select().from(cashbackPrograms).where(eq(cashbackPrograms.id, id));
    return row;
  }

  async programBySlug(executor: Db, slug: string): Promise<CashbackProgramRow | undefined> {
    const [row] = await executor.select().from(cashbackPrograms).where(eq(cashbackPrograms.slug, slug));
    return row;
  }

  /** Active programmes, highest priority first; eligibility is the caller's. */
  activePrograms(executor: Db): Promise<CashbackProgramRow[]> {
    return executor
      .select()
      .from(cashbackPrograms)
      .where(eq(cashbackPrograms.active, true))
      .orderBy(desc(cashbackPrograms.priority), asc(cashbackPrograms.id));
  }

  /** Inserts a programme unless one has its slug; answers whether it was inserted. */
  async insertProgram(executor: Db, row: NewCashbackProgramRow): Promise<boolean> {
    const inserted = await executor
      .insert(cashbackPrograms)
      .values(row)
      .onConflictDoNothing({ target: cashbackPrograms.slug })
      .returning({ id: cashbackPrograms.id });
    return inserted.length > 0;
  }

  // A player's cashbacks.

  /** The player's accruing cashback (at most one: a partial unique index says so). */
  async active(executor: Db, playerId: number): Promise<TakenCashback | undefined> {
    const [row] = await this.#taken(executor).where(
      and(eq(playerCashbacks.playerId, playerId), eq(playerCashbacks.status, 'active')),
    );
    return row;
  }

  /** The player's cashbacks waiting to be collected, oldest period first. */
  completed(executor: Db, playerId: number): Promise<TakenCashback[]> {
    return this.#taken(executor)
      .where(and(eq(playerCashbacks.playerId, playerId), eq(playerCashbacks.status, 'completed')))
      .orderBy(asc(playerCashbacks.periodEnd), asc(playerCashbacks.id));
  }

  /** The player's own cashback by its id, locked until the transaction ends; another player's reads as missing. */
  async lockOwn(tx: Db, playerId: number, id: number): Promise<TakenCashback | undefined> {
    const [row] = await this.#taken(tx)
      .where(and(eq(playerCashbacks.id, id), eq(playerCashbacks.playerId, playerId)))
      .for('update', { of: playerCashbacks });
    return row;
  }

  /** A cashback, locked until the transaction ends (the closing job takes each period this way). */
  async lock(tx: Db, id: number): Promise<TakenCashback | undefined> {
    const [row] = await this.#taken(tx)
      .where(eq(playerCashbacks.id, id))
      .for('update', { of: playerCashbacks });
    return row;
  }

  /** Whether the player has had any cashback, in any state. */
  async hasAny(executor: Db, playerId: number): Promise<boolean> {
    const [row] = await executor
      .select({ id: playerCashbacks.id })
      .from(playerCashbacks)
      .where(eq(playerCashbacks.playerId, playerId))
      .limit(1);
    return row !== undefined;
  }

  /** Inserts a cashback unless the player has one active, or one of the programme's period already. */
  async insert(tx: Db, row: NewPlayerCashbackRow): Promise<PlayerCashbackRow | undefined> {
    const [created] = await tx.insert(playerCashbacks).values(row).onConflictDoNothing().returning();
    return created;
  }

  async update(
    tx: Db,
    id: number,
    changes: PgUpdateSetSource<typeof playerCashbacks>,
  ): Promise<PlayerCashbackRow> {
    const [updated] = await tx
      .update(playerCashbacks)
      .set(changes)
      .where(eq(playerCashbacks.id, id))
      .returning();
    if (!updated) throw new Error(`player cashback ${id} vanished`);
    return updated;
  }

  /** Accruing cashbacks whose period has ended, soonest first: the closing job's work. */
  due(executor: Db, now: Date, limit: number): Promise<{ id: number }[]> {
    return executor
      .select({ id: playerCashbacks.id })
      .from(playerCashbacks)
      .where(and(eq(playerCashbacks.status, 'active'), lte(playerCashbacks.periodEnd, now)))
      .orderBy(asc(playerCashbacks.periodEnd))
      .limit(limit);
  }

  #taken(executor: Db) {
    return executor
      .select({ cashback: playerCashbacks, program: cashbackPrograms })
      .from(playerCashbacks)
      .innerJoin(cashbackPrograms, eq(cashbackPrograms.id, playerCashbacks.programId))
      .$dynamic();
  }
}
