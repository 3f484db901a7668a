import {
  DICE_MAX_SECTOR,
  DICE_MIN_SECTOR,
  type DiceActivityKind,
  type DiceActivityTerms,
} from '@casino/contracts';
import { diceTermsFaults } from '@casino/contracts/backoffice';
import { diceSectorPairs } from '@casino/game-math';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { validationFailed } from '../../../platform/http/app-error.ts';
import type { Rewards } from '../../rewards/index.ts';
import type { DiceActivityRow } from '../chance.schema.ts';
import type { DiceRepository } from './dice.repository.ts';
import { saveDiceTerms } from './dice-terms.repository.ts';

/** Each sector's chance: how many of the 36 throws of two dice land on it. */
export const DICE_ODDS = Array.from({ length: DICE_MAX_SECTOR - DICE_MIN_SECTOR + 1 }, (_, index) => {
  const sector = DICE_MIN_SECTOR + index;
  return { sector, pairs: diceSectorPairs(sector) };
});

/**
 * The dice activities as operators configure them (decision 036): their terms and prize tables, read fresh by every
 * throw, so a change applies to the next one. Each change is written with the back office's audit record.
 */
export class DiceAdmin {
  readonly #db: Db;
  readonly #repository: DiceRepository;
  readonly #clock: Clock;
  readonly #rewards: Pick<Rewards, 'prizeFault'>;

  constructor(deps: {
    db: Db;
    repository: DiceRepository;
    clock: Clock;
    rewards: Pick<Rewards, 'prizeFault'>;
  }) {
    this.#db = deps.db;
    this.#repository = deps.repository;
    this.#clock = deps.clock;
    this.#rewards = deps.rewards;
  }

  list(): Promise<DiceActivityRow[]> {
    return this.#repository.activities();
  }

  /**
   * Writes an activity's terms once they hold together, with the caller's record of the change (the audit trail's)
   * in the same transaction; refused with field errors under `terms`, nothing written. The terms are checked before
   * the transaction opens: the checks read other modules' tables.
   */
  async change(
    kind: DiceActivityKind,
    terms: DiceActivityTerms,
    record: (
      tx: Db,
      change: { before: DiceActivityRow | undefined; after: DiceActivityRow },
    ) => Promise<void>,
  ): Promise<DiceActivityRow> {
    await this.#check(kind, terms);
    return this.#db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const before = await this.#repository.activity(tx, kind);
      const after = await saveDiceTerms(tx, kind, terms, this.#clock.now());
      await record(tx, { before, after });
      return after;
    });
  }

  /** The contract's rule set, and what only the server knows: what each prize names (a bonus template) exists. */
  async #check(kind: DiceActivityKind, terms: DiceActivityTerms): Promise<void> {
    const fields: Record<string, string> = {};
    for (const [path, message] of diceTermsFaults(kind, terms)) {
      fields[['terms', ...path].join('.')] ??= message;
    }
    for (const [index, { prize }] of terms.prizes.entries()) {
      const fault = await this.#rewards.prizeFault(prize);
      if (fault) fields[`terms.prizes.${index}.prize.${fault[0]}`] = fault[1];
    }
    if (Object.keys(fields).length > 0) throw validationFailed(fields);
  }
}
