import type { DropTerms } from '@casino/contracts';
import { dropTermsFaults } from '@casino/contracts/backoffice';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { validationFailed } from '../../../platform/http/app-error.ts';
import type { Rewards } from '../../rewards/index.ts';
import { dropsErrors } from './drops.errors.ts';
import type { DropsRepository } from './drops.repository.ts';
import type { DropCampaignRow } from './drops.schema.ts';

type Record = (
  tx: Db,
  change: { before: DropCampaignRow | undefined; after: DropCampaignRow },
) => Promise<void>;
type Fields = { [field: string]: string };

/** A campaign's columns from its terms (what has dropped is the campaign's own, never the form's). */
function columnsOf(terms: DropTerms) {
  return { ...terms, startsAt: new Date(terms.startsAt), endsAt: new Date(terms.endsAt) };
}

/**
 * The drop campaigns as operators configure them (decision 036): read fresh by every draw, so a change applies to
 * the next stake. Each creation and change is written with the back office's audit record in its transaction. What
 * has dropped stays: a campaign that has dropped keeps its kind, and a prize's count never falls below its drops.
 */
export class DropsAdmin {
  readonly #db: Db;
  readonly #repository: DropsRepository;
  readonly #clock: Clock;
  readonly #rewards: Pick<Rewards, 'prizeFault'>;

  constructor(deps: {
    db: Db;
    repository: DropsRepository;
    clock: Clock;
    rewards: Pick<Rewards, 'prizeFault'>;
  }) {
    this.#db = deps.db;
    this.#repository = deps.repository;
    this.#clock = deps.clock;
    this.#rewards = deps.rewards;
  }

  list(): Promise<DropCampaignRow[]> {
    return this.#repository.all();
  }

  async create(slug: string, terms: DropTerms, record: Record): Promise<DropCampaignRow> {
    await this.#check(terms);
    return this.#db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const after = await this.#repository.create(tx, {
        slug,
        ...columnsOf(terms),
        dropped: {},
        drops: 0,
        updatedAt: this.#clock.now(),
      });
      if (!after) throw dropsErrors.exists(slug);
      await record(tx, { before: undefined, after });
      return after;
    });
  }

  /** Writes the terms once they hold together with what has dropped; the row is locked against a draw meanwhile. */
  async change(slug: string, terms: DropTerms, record: Record): Promise<DropCampaignRow> {
    await this.#check(terms);
    return this.#db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const before = await this.#repository.lock(tx, slug);
      if (!before) throw dropsErrors.notFound(slug);
      const fields: Fields = {};
      if (before.drops > 0 && terms.kind !== before.kind)
        fields['terms.kind'] = 'a campaign that has dropped keeps its kind';
      for (const [index, line] of terms.prizes.entries()) {
        const dropped = before.dropped[String(line.id)] ?? 0;
        if (line.count < dropped) fields[`terms.prizes.${index}.count`] = `${dropped} have dropped already`;
      }
      if (Object.keys(fields).length > 0) throw validationFailed(fields);
      const after = await this.#repository.save(tx, slug, {
        ...columnsOf(terms),
        updatedAt: this.#clock.now(),
      });
      await record(tx, { before, after });
      return after;
    });
  }

  /** The contract's rule set, and what only the server knows: what each prize names (a bonus template) exists. */
  async #check(terms: DropTerms): Promise<void> {
    const fields: Fields = {};
    for (const [path, message] of dropTermsFaults(terms)) fields[['terms', ...path].join('.')] ??= message;
    for (const [index, { prize }] of terms.prizes.entries()) {
      const fault = await this.#rewards.prizeFault(prize);
      if (fault) fields[`terms.prizes.${index}.prize.${fault[0]}`] ??= fault[1];
    }
    if (Object.keys(fields).length > 0) throw validationFailed(fields);
  }
}
