import type { Currency } from '@casino/contracts';
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database.ts';
import { type FreeRoundGrantRow, freeRoundGrants, type NewFreeRoundGrantRow } from './free-rounds.schema.ts';

/** The only SQL over free-round grants. */
export class FreeRoundsRepository {
  /** Inserts a bonus's grant unless it has one; answers the grant either way. */
  async insert(tx: Db, row: NewFreeRoundGrantRow): Promise<{ grant: FreeRoundGrantRow; created: boolean }> {
    const [created] = await tx.insert(freeRoundGrants).values(row).onConflictDoNothing().returning();
    if (created) return { grant: created, created: true };
    const [existing] = await tx
      .select()
      .from(freeRoundGrants)
      .where(eq(freeRoundGrants.playerBonusId, row.playerBonusId));
    if (!existing) throw new Error(`free rounds of bonus ${row.playerBonusId} neither granted nor found`);
    return { grant: existing, created: false };
  }

  /** A grant, locked until the transaction ends: every round of it and its cancel queue on this row. */
  async lock(tx: Db, id: number): Promise<FreeRoundGrantRow | undefined> {
    const [row] = await tx.select().from(freeRoundGrants).where(eq(freeRoundGrants.id, id)).for('update');
    return row;
  }

  async update(
    tx: Db,
    id: number,
    changes: PgUpdateSetSource<typeof freeRoundGrants>,
  ): Promise<FreeRoundGrantRow> {
    const [row] = await tx.update(freeRoundGrants).set(changes).where(eq(freeRoundGrants.id, id)).returning();
    if (!row) throw new Error(`free round grant ${id} vanished`);
    return row;
  }

  /** Ends a bonus's grant if it is still active (its rounds left are lost); answers it when it was. */
  async endActive(
    tx: Db,
    playerBonusId: number,
    changes: { status: 'canceled' | 'expired'; endedAt: Date },
  ): Promise<FreeRoundGrantRow | undefined> {
    const [row] = await tx
      .update(freeRoundGrants)
      .set(changes)
      .where(and(eq(freeRoundGrants.playerBonusId, playerBonusId), eq(freeRoundGrants.status, 'active')))
      .returning();
    return row;
  }

  /** The grants of these bonuses, whatever their state. */
  ofBonuses(executor: Db, playerBonusIds: readonly number[]): Promise<FreeRoundGrantRow[]> {
    if (playerBonusIds.length === 0) return Promise.resolve([]);
    return executor
      .select()
      .from(freeRoundGrants)
      .where(inArray(freeRoundGrants.playerBonusId, [...playerBonusIds]));
  }

  /** The player's grants with rounds to play now, soonest to expire first; of one game and currency if asked. */
  playable(
    executor: Db,
    playerId: number,
    now: Date,
    game?: { slug: string; currency: Currency },
  ): Promise<FreeRoundGrantRow[]> {
    return executor
      .select()
      .from(freeRoundGrants)
      .where(
        and(
          eq(freeRoundGrants.playerId, playerId),
          eq(freeRoundGrants.status, 'active'),
          gt(freeRoundGrants.expiresAt, now),
          ...(game
            ? [
                eq(freeRoundGrants.currency, game.currency),
                sql`${freeRoundGrants.gameSlugs} @> ${JSON.stringify([game.slug])}::jsonb`,
              ]
            : []),
        ),
      )
      .orderBy(asc(freeRoundGrants.expiresAt), asc(freeRoundGrants.id));
  }

  /** Active grants past their end, soonest first: the expiry sweep's work. */
  async expiredIds(executor: Db, now: Date, limit: number): Promise<number[]> {
    const rows = await executor
      .select({ id: freeRoundGrants.id })
      .from(freeRoundGrants)
      .where(and(eq(freeRoundGrants.status, 'active'), lte(freeRoundGrants.expiresAt, now)))
      .orderBy(asc(freeRoundGrants.expiresAt))
      .limit(limit);
    return rows.map((row) => row.id);
  }
}
