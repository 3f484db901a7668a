import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { columnPlaceholders, driverRow, ReusableStatement } from '../../../platform/db/prepared.ts';
import {
  type JackpotContributionRow,
  type JackpotRow,
  type JackpotWinRow,
  jackpotContributions,
  jackpots,
  jackpotWins,
} from './jackpots.schema.ts';

/** The jackpots' tables: their only SQL (the pools are the wallet's accounts). */
export class JackpotsRepository {
  readonly #db: Db;
  /** Once per stake on the `jackpots` reader's path: planned once per connection. */
  readonly #contribute: ReusableStatement<{ key: string }>;

  constructor(db: Db) {
    this.#db = db;
    this.#contribute = new ReusableStatement(
      'jackpots-contribute',
      db
        .insert(jackpotContributions)
        .values(columnPlaceholders(jackpotContributions))
        .onConflictDoNothing()
        .returning({ key: jackpotContributions.sourceKey }),
    );
  }

  /** The jackpots an operator has switched on, by slug. */
  enabled(executor: Db = this.#db): Promise<JackpotRow[]> {
    return executor.select().from(jackpots).where(eq(jackpots.enabled, true)).orderBy(jackpots.slug);
  }

  /** Records what an event put in or took out; false when that event was counted before. */
  async contribute(tx: Db, row: typeof jackpotContributions.$inferInsert): Promise<boolean> {
    const inserted = await this.#contribute.execute(tx, driverRow(jackpotContributions, row));
    return inserted.length > 0;
  }

  async contribution(tx: Db, sourceKey: string): Promise<JackpotContributionRow | undefined> {
    const [row] = await tx
      .select()
      .from(jackpotContributions)
      .where(eq(jackpotContributions.sourceKey, sourceKey));
    return row;
  }

  async recordWin(tx: Db, row: typeof jackpotWins.$inferInsert): Promise<JackpotWinRow> {
    const [win] = await tx.insert(jackpotWins).values(row).returning();
    if (!win) throw new Error(`jackpot win of draw ${row.drawId} not recorded`);
    return win;
  }

  /** The latest wins in a currency of the jackpots named, newest first. */
  recentWins(slugs: readonly string[], currency: string, limit: number): Promise<JackpotWinRow[]> {
    if (slugs.length === 0) return Promise.resolve([]);
    return this.#db
      .select()
      .from(jackpotWins)
      .where(and(inArray(jackpotWins.jackpot, [...slugs]), eq(jackpotWins.currency, currency)))
      .orderBy(desc(jackpotWins.wonAt), desc(jackpotWins.id))
      .limit(limit);
  }
}
