import { type PiggyBankTerms, piggyBankTermsFaults } from '@casino/contracts/backoffice';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { refuseFaults, termsFaultFields, type UnknownGames } from '../admin-faults.ts';
import { PIGGY_BANK_TERMS_ID } from './piggy.repository.ts';
import { type PiggyBankTermsRow, piggyBankTerms } from './piggy.schema.ts';

/** The terms in the shape the console's form edits and sends back. */
export function piggyBankTermsOf(row: PiggyBankTermsRow): PiggyBankTerms {
  return {
    enabled: row.enabled,
    shareBasisPoints: row.shareBasisPoints,
    minAmount: row.minAmount,
    maxAmount: row.maxAmount,
    games: row.games,
  };
}

/** The installation's piggy bank: its id and its terms row, absent until it is first set up. */
export interface PiggyBankSetting {
  id: string;
  row: PiggyBankTermsRow | undefined;
}

/**
 * The piggy bank's terms as operators configure them (decision 036): read fresh by every stake counted and every
 * break, so a change applies to the next one. Money already in players' piggy banks stays theirs: a piggy bank past
 * a lowered full amount is full and may be broken, one below a raised minimum waits for it. Each change is written
 * with the back office's audit record.
 */
export class PiggyBankAdmin {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(deps: { db: Db; clock: Clock }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
  }

  async list(): Promise<PiggyBankSetting[]> {
    return [await this.piggyBank(PIGGY_BANK_TERMS_ID)];
  }

  /** The installation has one piggy bank; any other id is not found. */
  async piggyBank(id: string, executor: Db = this.#db): Promise<PiggyBankSetting> {
    if (id !== PIGGY_BANK_TERMS_ID) throw notFound('not_found', `No piggy bank ${id}`);
    const [row] = await executor.select().from(piggyBankTerms).where(eq(piggyBankTerms.id, id));
    return { id, row };
  }

  /**
   * Writes the terms once they hold together (setting the piggy bank up if it has none yet), with the caller's audit
   * record in the same transaction.
   */
  async change(
    id: string,
    terms: PiggyBankTerms,
    checks: { unknownGames: UnknownGames },
    record: (
      tx: Db,
      change: { before: PiggyBankTermsRow | undefined; after: PiggyBankTermsRow },
    ) => Promise<void>,
  ): Promise<PiggyBankTermsRow> {
    await this.piggyBank(id);
    refuseFaults(
      await termsFaultFields({
        faults: piggyBankTermsFaults(terms),
        games: { slugs: terms.games, unknown: checks.unknownGames },
      }),
    );
    return this.#db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [before] = await tx.select().from(piggyBankTerms).where(eq(piggyBankTerms.id, id)).for('update');
      const values = { ...terms, updatedAt: this.#clock.now() };
      const [after] = await tx
        .insert(piggyBankTerms)
        .values({ id, ...values })
        .onConflictDoUpdate({ target: piggyBankTerms.id, set: values })
        .returning();
      if (!after) throw new Error(`piggy bank terms ${id} not written`);
      await record(tx, { before, after });
      return after;
    });
  }
}
