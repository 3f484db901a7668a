import type { ChestCampaignTerms } from '@casino/contracts';
import { chestCampaignTermsFaults } from '@casino/contracts/backoffice';
import { asc, eq } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { validationFailed } from '../../../platform/http/app-error.ts';
import type { Rewards } from '../../rewards/index.ts';
import { refuseFaults, termsFaultFields } from '../admin-faults.ts';
import { chestErrors } from './chests.errors.ts';
import { type ChestCampaignRow, chestCampaigns } from './chests.schema.ts';

/** A campaign's terms in the shape the console's form edits and sends back. */
export function chestCampaignTermsOf(row: ChestCampaignRow): ChestCampaignTerms {
  return {
    kind: row.kind,
    title: row.title,
    enabled: row.enabled,
    chestCount: row.chestCount,
    prizes: row.prizes,
    earnBy: row.earnBy,
    progressTarget: row.progressTarget,
    openLimit: row.openLimit,
    openPeriod: row.openPeriod,
    images: row.images,
    imagePopupBackground: row.imagePopupBackground,
    instructionUrl: row.instructionUrl,
  };
}

type RecordChange = (
  tx: Db,
  change: { before: ChestCampaignRow | null; after: ChestCampaignRow },
) => Promise<void>;

/**
 * Chest and loot-box campaigns as operators configure them (decision 036): terms read fresh by every open and every
 * event counted, so a change applies to the next one. A chest opened keeps the prize its draw recorded (the draw
 * holds the table), progress and chests already earned stay, and loot boxes already granted open with the table in
 * force when they are opened. A campaign keeps its kind: boxes granted and chests earned belong to it. Each change
 * is written with the back office's audit record.
 */
export class ChestCampaignsAdmin {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #rewards: Pick<Rewards, 'prizeFault'>;

  constructor(deps: { db: Db; clock: Clock; rewards: Pick<Rewards, 'prizeFault'> }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#rewards = deps.rewards;
  }

  list(): Promise<ChestCampaignRow[]> {
    return this.#db.select().from(chestCampaigns).orderBy(asc(chestCampaigns.kind), asc(chestCampaigns.id));
  }

  async campaign(id: string, executor: Db = this.#db): Promise<ChestCampaignRow> {
    const [row] = await executor.select().from(chestCampaigns).where(eq(chestCampaigns.id, id));
    if (!row) throw chestErrors.notFound(`chest campaign ${id}`);
    return row;
  }

  /** A new campaign under an id no other has, with the caller's audit record in the same transaction. */
  async create(id: string, terms: ChestCampaignTerms, record: RecordChange): Promise<ChestCampaignRow> {
    await this.#check(terms);
    return this.#db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [after] = await tx
        .insert(chestCampaigns)
        .values({ id, ...terms, updatedAt: this.#clock.now() })
        .onConflictDoNothing()
        .returning();
      if (!after) throw validationFailed({ id: 'another campaign has this id' });
      await record(tx, { before: null, after });
      return after;
    });
  }

  /** Writes the terms once they hold together, with the caller's audit record in the same transaction. */
  async change(id: string, terms: ChestCampaignTerms, record: RecordChange): Promise<ChestCampaignRow> {
    await this.#check(terms);
    return this.#db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const before = await this.campaign(id, tx);
      if (before.kind !== terms.kind) throw validationFailed({ 'terms.kind': 'a campaign keeps its kind' });
      const [after] = await tx
        .update(chestCampaigns)
        .set({ ...terms, updatedAt: this.#clock.now() })
        .where(eq(chestCampaigns.id, id))
        .returning();
      if (!after) throw chestErrors.notFound(`chest campaign ${id}`);
      await record(tx, { before, after });
      return after;
    });
  }

  async #check(terms: ChestCampaignTerms): Promise<void> {
    refuseFaults(
      await termsFaultFields({
        faults: chestCampaignTermsFaults(terms),
        prizes: terms.prizes.map(({ prize }, index) => ({ path: ['prizes', index, 'prize'], prize })),
        rewards: this.#rewards,
      }),
    );
  }
}
