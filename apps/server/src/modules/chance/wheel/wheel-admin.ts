import type { WheelTerms } from '@casino/contracts';
import { wheelTermsFaults } from '@casino/contracts/backoffice';
import { asc, eq } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { Rewards } from '../../rewards/index.ts';
import { refuseFaults, termsFaultFields } from '../admin-faults.ts';
import { chanceErrors } from '../chance.errors.ts';
import { type WheelRow, wheels } from '../chance.schema.ts';

/** A wheel's terms in the shape the console's form edits and sends back. */
export function wheelTermsOf(row: WheelRow): WheelTerms {
  return {
    title: row.title,
    enabled: row.enabled,
    guest: row.guest,
    dailyFreeSpin: row.dailyFreeSpin,
    depositsForSpin: row.depositsForSpin,
    minDeposit: row.minDeposit,
    maxSpins: row.maxSpins,
    segments: row.segments,
  };
}

/**
 * The wheels of fortune as operators configure them (decision 036): terms read fresh by every spin, so a change
 * applies to the next one; a spin already drawn keeps the odds table recorded with its draw, and the spins a player
 * has earned today stay theirs. Each change is written with the back office's audit record.
 */
export class WheelAdmin {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #rewards: Pick<Rewards, 'prizeFault'>;

  constructor(deps: { db: Db; clock: Clock; rewards: Pick<Rewards, 'prizeFault'> }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#rewards = deps.rewards;
  }

  list(): Promise<WheelRow[]> {
    return this.#db.select().from(wheels).orderBy(asc(wheels.position), asc(wheels.slug));
  }

  async wheel(slug: string, executor: Db = this.#db): Promise<WheelRow> {
    const [row] = await executor.select().from(wheels).where(eq(wheels.slug, slug));
    if (!row) throw chanceErrors.wheelNotFound();
    return row;
  }

  /** Writes the terms once they hold together, with the caller's audit record in the same transaction. */
  async change(
    slug: string,
    terms: WheelTerms,
    record: (tx: Db, change: { before: WheelRow; after: WheelRow }) => Promise<void>,
  ): Promise<WheelRow> {
    refuseFaults(
      await termsFaultFields({
        faults: wheelTermsFaults(terms),
        prizes: terms.segments.map(({ prize }, index) => ({ path: ['segments', index, 'prize'], prize })),
        rewards: this.#rewards,
      }),
    );
    return this.#db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const before = await this.wheel(slug, tx);
      const [after] = await tx
        .update(wheels)
        .set({ ...terms, updatedAt: this.#clock.now() })
        .where(eq(wheels.slug, slug))
        .returning();
      if (!after) throw chanceErrors.wheelNotFound();
      await record(tx, { before, after });
      return after;
    });
  }
}
