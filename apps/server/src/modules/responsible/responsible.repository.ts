import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import {
  type RealityCheckRow,
  realityChecks,
  type SelfExclusionRow,
  type SelfLimitRow,
  selfExclusions,
  selfLimits,
} from './responsible.schema.ts';

/** The only SQL over the player-protection tables. */
export class ResponsibleRepository {
  limits(executor: Db, playerId: number): Promise<SelfLimitRow[]> {
    return executor.select().from(selfLimits).where(eq(selfLimits.playerId, playerId));
  }

  /**
   * The player's limits, locked until the transaction ends: deposits and bets of one player checked against
   * them wait for each other, so two cannot both pass a limit that only one fits under.
   */
  lockLimits(tx: Db, playerId: number): Promise<SelfLimitRow[]> {
    return tx.select().from(selfLimits).where(eq(selfLimits.playerId, playerId)).for('update');
  }

  async saveLimit(tx: Db, row: SelfLimitRow): Promise<void> {
    if (row.amount === null && row.pendingEffectiveAt === null) {
      await tx
        .delete(selfLimits)
        .where(
          and(
            eq(selfLimits.playerId, row.playerId),
            eq(selfLimits.type, row.type),
            eq(selfLimits.period, row.period),
          ),
        );
      return;
    }
    await tx
      .insert(selfLimits)
      .values(row)
      .onConflictDoUpdate({
        target: [selfLimits.playerId, selfLimits.type, selfLimits.period],
        set: {
          amount: row.amount,
          pendingAmount: row.pendingAmount,
          pendingEffectiveAt: row.pendingEffectiveAt,
          updatedAt: row.updatedAt,
        },
      });
  }

  /**
   * What a stake must know first, in one statement (the hot path of every bet): whether an exclusion is in force at
   * `now`, whether a reality check waits, and whether the player has any limits to check.
   */
  async stakeState(
    executor: Db,
    playerId: number,
    now: Date,
  ): Promise<{ excluded: boolean; realityCheckDue: boolean; hasLimits: boolean }> {
    const [row] = await executor
      .select({
        excluded: sql<boolean>`exists (select 1 from ${selfExclusions} where ${selfExclusions.playerId} = ${playerId}
          and ${selfExclusions.startedAt} <= ${now} and (${selfExclusions.till} is null or ${selfExclusions.till} > ${now}))`,
        realityCheckDue: sql<boolean>`exists (select 1 from ${realityChecks} where ${realityChecks.playerId} = ${playerId}
          and ${realityChecks.dueAt} is not null and ${realityChecks.acknowledgedAt} is null)`,
        hasLimits: sql<boolean>`exists (select 1 from ${selfLimits} where ${selfLimits.playerId} = ${playerId})`,
      })
      .from(sql`(select 1) as one`)
      .prepare('responsible-stake-state')
      .execute();
    return row ?? { excluded: false, realityCheckDue: false, hasLimits: false };
  }

  /** The exclusion in force at `now` that lasts longest (a permanent one first). */
  async activeExclusion(executor: Db, playerId: number, now: Date): Promise<SelfExclusionRow | undefined> {
    const rows = await executor
      .select()
      .from(selfExclusions)
      .where(
        and(
          eq(selfExclusions.playerId, playerId),
          lte(selfExclusions.startedAt, now),
          or(isNull(selfExclusions.till), gt(selfExclusions.till, now)),
        ),
      );
    return rows.sort((a, b) => (b.till?.getTime() ?? Infinity) - (a.till?.getTime() ?? Infinity))[0];
  }

  /**
   * In one statement (every signed-in page's start-up data asks): whether an exclusion is in force at `now`, and
   * whether the player has ever had one.
   */
  async exclusionHistory(
    executor: Db,
    playerId: number,
    now: Date,
  ): Promise<{ inForce: boolean; any: boolean }> {
    const [row] = await executor
      .select({
        inForce: sql<boolean>`coalesce(bool_or(${selfExclusions.startedAt} <= ${now}
          and (${selfExclusions.till} is null or ${selfExclusions.till} > ${now})), false)`,
        any: sql<boolean>`count(*) > 0`,
      })
      .from(selfExclusions)
      .where(eq(selfExclusions.playerId, playerId));
    return row ?? { inForce: false, any: false };
  }

  async insertExclusion(tx: Db, row: Omit<SelfExclusionRow, 'id'>): Promise<SelfExclusionRow> {
    const [created] = await tx.insert(selfExclusions).values(row).returning();
    if (!created) throw new Error('exclusion not inserted');
    return created;
  }

  async realityCheck(executor: Db, playerId: number): Promise<RealityCheckRow | undefined> {
    const [row] = await executor.select().from(realityChecks).where(eq(realityChecks.playerId, playerId));
    return row;
  }

  async lockRealityCheck(tx: Db, playerId: number): Promise<RealityCheckRow | undefined> {
    const [row] = await tx
      .select()
      .from(realityChecks)
      .where(eq(realityChecks.playerId, playerId))
      .for('update');
    return row;
  }

  async saveRealityCheck(executor: Db, row: RealityCheckRow): Promise<void> {
    await executor
      .insert(realityChecks)
      .values(row)
      .onConflictDoUpdate({
        target: realityChecks.playerId,
        set: {
          intervalMinutes: row.intervalMinutes,
          dueAt: row.dueAt,
          acknowledgedAt: row.acknowledgedAt,
          updatedAt: row.updatedAt,
        },
      });
  }

  /** Players with reality checks on, for the job that sends them. */
  withRealityChecks(executor: Db): Promise<RealityCheckRow[]> {
    return executor
      .select()
      .from(realityChecks)
      .where(gt(realityChecks.intervalMinutes, 0))
      .orderBy(realityChecks.playerId);
  }
}
