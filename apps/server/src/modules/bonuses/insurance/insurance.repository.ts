import { type Currency, LIVE_INSURANCE_STATUSES } from '@casino/contracts';
import { and, asc, desc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/database.ts';
import { insurancePrograms, playerInsurances } from './insurance.schema.ts';

export type InsuranceProgramRow = typeof insurancePrograms.$inferSelect;
export type NewInsuranceProgramRow = typeof insurancePrograms.$inferInsert;
export type PlayerInsuranceRow = typeof playerInsurances.$inferSelect;
export type NewPlayerInsuranceRow = typeof playerInsurances.$inferInsert;

/** A player's insurance with its programme (its title and description). */
export interface TakenInsurance {
  insurance: PlayerInsuranceRow;
  program: InsuranceProgramRow;
}

/** The only SQL over the insurance tables. */
export class InsuranceRepository {
  // Programmes.

  /** Active programmes, highest priority first; eligibility is the caller's. */
  activePrograms(executor: Db): Promise<InsuranceProgramRow[]> {
    return executor
      .select()
      .from(insurancePrograms)
      .where(eq(insurancePrograms.active, true))
      .orderBy(desc(insurancePrograms.priority), asc(insurancePrograms.id));
  }

  /** Inserts a programme unless one has its slug; answers whether it was inserted. */
  async insertProgram(executor: Db, row: NewInsuranceProgramRow): Promise<boolean> {
    const inserted = await executor
      .insert(insurancePrograms)
      .values(row)
      .onConflictDoNothing({ target: insurancePrograms.slug })
      .returning({ id: insurancePrograms.id });
    return inserted.length > 0;
  }

  // A player's insurances.

  /**
   * What the player's info shows: their live insurance, else their latest outcome not seen yet (at most one is
   * live per currency: a partial unique index says so).
   */
  async current(executor: Db, playerId: number): Promise<TakenInsurance | undefined> {
    const [row] = await this.#taken(executor)
      .where(
        and(
          eq(playerInsurances.playerId, playerId),
          or(
            inArray(playerInsurances.status, [...LIVE_INSURANCE_STATUSES]),
            isNull(playerInsurances.informedAt),
          ),
        ),
      )
      .orderBy(desc(playerInsurances.id))
      .limit(1);
    return row;
  }

  /** Whether the player has an insurance in a currency in one of `statuses`, read without a lock. */
  async hasLive(
    executor: Db,
    playerId: number,
    currency: Currency,
    statuses: readonly PlayerInsuranceRow['status'][],
  ): Promise<boolean> {
    const [row] = await executor
      .select({ id: playerInsurances.id })
      .from(playerInsurances)
      .where(
        and(
          eq(playerInsurances.playerId, playerId),
          eq(playerInsurances.currency, currency),
          inArray(playerInsurances.status, [...statuses]),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** The player's live insurance in a currency in one of `statuses`, locked until the transaction ends. */
  async lockLive(
    tx: Db,
    playerId: number,
    currency: Currency,
    statuses: readonly PlayerInsuranceRow['status'][],
  ): Promise<PlayerInsuranceRow | undefined> {
    const [row] = await tx
      .select()
      .from(playerInsurances)
      .where(
        and(
          eq(playerInsurances.playerId, playerId),
          eq(playerInsurances.currency, currency),
          inArray(playerInsurances.status, [...statuses]),
        ),
      )
      .for('update');
    return row;
  }

  /** The player's own insurance by its id, locked until the transaction ends; another player's reads as missing. */
  async lockOwn(tx: Db, playerId: number, id: number): Promise<TakenInsurance | undefined> {
    const [row] = await this.#taken(tx)
      .where(and(eq(playerInsurances.id, id), eq(playerInsurances.playerId, playerId)))
      .for('update', { of: playerInsurances });
    return row;
  }

  /** An insurance, locked until the transaction ends (the expiry job takes each this way). */
  async lock(tx: Db, id: number): Promise<PlayerInsuranceRow | undefined> {
    const [row] = await tx.select().from(playerInsurances).where(eq(playerInsurances.id, id)).for('update');
    return row;
  }

  /** Inserts an insurance unless the player has one live in its currency. */
  async insert(tx: Db, row: NewPlayerInsuranceRow): Promise<PlayerInsuranceRow | undefined> {
    const [created] = await tx.insert(playerInsurances).values(row).onConflictDoNothing().returning();
    return created;
  }

  async update(
    tx: Db,
    id: number,
    changes: PgUpdateSetSource<typeof playerInsurances>,
  ): Promise<PlayerInsuranceRow> {
    const [updated] = await tx
      .update(playerInsurances)
      .set(changes)
      .where(eq(playerInsurances.id, id))
      .returning();
    if (!updated) throw new Error(`player insurance ${id} vanished`);
    return updated;
  }

  /** Covering insurances whose window ended at or before `until`, soonest first: the expiry job's work. */
  due(executor: Db, until: Date, limit: number): Promise<{ id: number }[]> {
    return executor
      .select({ id: playerInsurances.id })
      .from(playerInsurances)
      .where(and(eq(playerInsurances.status, 'covering'), lte(playerInsurances.coverEndsAt, until)))
      .orderBy(asc(playerInsurances.coverEndsAt))
      .limit(limit);
  }

  #taken(executor: Db) {
    return executor
      .select({ insurance: playerInsurances, program: insurancePrograms })
      .from(playerInsurances)
      .innerJoin(insurancePrograms, eq(insurancePrograms.id, playerInsurances.programId))
      .$dynamic();
  }
}
