import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import {
  type PiggyBankBreakRow,
  type PiggyBankRow,
  type PiggyBankTermsRow,
  piggyBankBreaks,
  piggyBankContributions,
  piggyBanks,
  piggyBankTerms,
} from './piggy.schema.ts';

/** The terms row every installation has (an operator edits it; the demo seeds it). */
export const PIGGY_BANK_TERMS_ID = 'default';

/** The piggy bank's tables: its only SQL. */
export class PiggyRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async terms(executor: Db = this.#db): Promise<PiggyBankTermsRow | undefined> {
    const [row] = await executor
      .select()
      .from(piggyBankTerms)
      .where(eq(piggyBankTerms.id, PIGGY_BANK_TERMS_ID));
    return row?.enabled ? row : undefined;
  }

  async piggyBank(playerId: number, executor: Db = this.#db): Promise<PiggyBankRow | undefined> {
    const [row] = await executor.select().from(piggyBanks).where(eq(piggyBanks.playerId, playerId));
    return row;
  }

  /** The player's piggy bank, made empty on its first fill when missing, locked until the transaction ends. */
  async lock(tx: Db, playerId: number, now: Date): Promise<PiggyBankRow> {
    await tx
      .insert(piggyBanks)
      .values({ playerId, fill: 1, amount: 0, delayedAmount: 0, updatedAt: now })
      .onConflictDoNothing();
    const [row] = await tx.select().from(piggyBanks).where(eq(piggyBanks.playerId, playerId)).for('update');
    if (!row) throw new Error(`piggy bank of player ${playerId} not found`);
    return row;
  }

  async save(tx: Db, playerId: number, change: Omit<PiggyBankRow, 'playerId'>): Promise<PiggyBankRow> {
    const [row] = await tx
      .update(piggyBanks)
      .set(change)
      .where(eq(piggyBanks.playerId, playerId))
      .returning();
    if (!row) throw new Error(`piggy bank of player ${playerId} not saved`);
    return row;
  }

  /** Records what an event put in or took out; false when that event was counted before. */
  async contribute(
    tx: Db,
    row: { sourceKey: string; playerId: number; fill: number; amount: number; createdAt: Date },
  ): Promise<boolean> {
    const inserted = await tx
      .insert(piggyBankContributions)
      .values(row)
      .onConflictDoNothing()
      .returning({ key: piggyBankContributions.sourceKey });
    return inserted.length > 0;
  }

  async contribution(tx: Db, playerId: number, sourceKey: string) {
    const [row] = await tx
      .select()
      .from(piggyBankContributions)
      .where(
        and(eq(piggyBankContributions.sourceKey, sourceKey), eq(piggyBankContributions.playerId, playerId)),
      );
    return row;
  }

  async recordBreak(tx: Db, row: PiggyBankBreakRow): Promise<void> {
    await tx.insert(piggyBankBreaks).values(row);
  }

  breaks(playerId: number, limit: number): Promise<PiggyBankBreakRow[]> {
    return this.#db
      .select()
      .from(piggyBankBreaks)
      .where(eq(piggyBankBreaks.playerId, playerId))
      .orderBy(desc(piggyBankBreaks.fill))
      .limit(limit);
  }
}
