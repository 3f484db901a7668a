import type { LotteryTerms } from '@casino/contracts';
import { lotteryTermsFaults } from '@casino/contracts/backoffice';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { validationFailed } from '../../../platform/http/app-error.ts';
import type { Rewards } from '../../rewards/index.ts';
import { lotteryErrors } from './lottery.errors.ts';
import type { LotteryRepository } from './lottery.repository.ts';
import type { LotteryDrawRow, LotteryRow } from './lottery.schema.ts';

/** A lottery's terms in the shape the console's form edits and sends back. */
export function lotteryTermsOf(row: LotteryRow): LotteryTerms {
  return {
    title: row.title,
    enabled: row.enabled,
    costTickets: row.costTickets,
    starStake: row.starStake,
    schedule: row.schedule,
    levels: row.levels,
  };
}

/**
 * The lotteries as operators configure them (decision 036): terms read fresh by every purchase and draw. Each
 * change is written with the back office's audit record. The draw already scheduled keeps its time and committed
 * seed (its hash is published); a new schedule applies from the draw after.
 */
export class LotteryAdmin {
  readonly #db: Db;
  readonly #repository: LotteryRepository;
  readonly #clock: Clock;
  readonly #rewards: Pick<Rewards, 'prizeFault'>;

  constructor(deps: {
    db: Db;
    repository: LotteryRepository;
    clock: Clock;
    rewards: Pick<Rewards, 'prizeFault'>;
  }) {
    this.#db = deps.db;
    this.#repository = deps.repository;
    this.#clock = deps.clock;
    this.#rewards = deps.rewards;
  }

  async list(): Promise<{ row: LotteryRow; nextDraw: LotteryDrawRow | undefined }[]> {
    const rows = await this.#repository.all();
    return Promise.all(
      rows.map(async (row) => ({ row, nextDraw: await this.#repository.scheduledDraw(row.slug) })),
    );
  }

  /** Writes the terms once they hold together, with the caller's audit record in the same transaction. */
  async change(
    slug: string,
    terms: LotteryTerms,
    record: (tx: Db, change: { before: LotteryRow; after: LotteryRow }) => Promise<void>,
  ): Promise<{ row: LotteryRow; nextDraw: LotteryDrawRow | undefined }> {
    await this.#check(terms);
    const row = await this.#db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const before = await this.#repository.lottery(slug, tx);
      if (!before) throw lotteryErrors.notFound(`lottery ${slug}`);
      const after = await this.#repository.saveTerms(tx, slug, { ...terms, updatedAt: this.#clock.now() });
      await record(tx, { before, after });
      return after;
    });
    return { row, nextDraw: await this.#repository.scheduledDraw(slug) };
  }

  /** The contract's rule set, and what only the server knows: what each prize names (a bonus template) exists. */
  async #check(terms: LotteryTerms): Promise<void> {
    const fields: Record<string, string> = {};
    for (const [path, message] of lotteryTermsFaults(terms)) fields[['terms', ...path].join('.')] ??= message;
    for (const [levelIndex, level] of terms.levels.entries()) {
      const prizes = [
        { path: ['levels', levelIndex, 'drawPrize'], prize: level.drawPrize },
        ...level.prizes.map(({ prize }, index) => ({
          path: ['levels', levelIndex, 'prizes', index, 'prize'],
          prize,
        })),
      ];
      for (const { path, prize } of prizes) {
        const fault = await this.#rewards.prizeFault(prize);
        if (fault) fields[['terms', ...path, fault[0]].join('.')] = fault[1];
      }
    }
    if (Object.keys(fields).length > 0) throw validationFailed(fields);
  }
}
