import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { CompetitionDraft, CompetitionsRepository } from './competitions.repository.ts';
import type { CompetitionRow } from './competitions.schema.ts';

/**
 * Competitions as operators run them: listed, created and changed before they close (a closed one is history). The
 * back office's screens call this; every change reaches the scorer on this node at once and on others within seconds.
 */
export class CompetitionAdmin {
  readonly #repository: CompetitionsRepository;
  readonly #clock: Clock;
  readonly #changed: () => void;

  constructor(deps: { repository: CompetitionsRepository; clock: Clock; changed: () => void }) {
    this.#repository = deps.repository;
    this.#clock = deps.clock;
    this.#changed = deps.changed;
  }

  list(): Promise<CompetitionRow[]> {
    return this.#repository.all();
  }

  find(id: number): Promise<CompetitionRow | undefined> {
    return this.#repository.byId(this.#repository.db, id);
  }

  async create(tx: Db, draft: CompetitionDraft): Promise<CompetitionRow> {
    const row = await this.#repository.insert(tx, draft, this.#clock.now());
    this.#changed();
    return row;
  }

  /** Changes a competition that has not closed; undefined when it has (or does not exist). */
  async change(tx: Db, id: number, draft: CompetitionDraft): Promise<CompetitionRow | undefined> {
    const row = await this.#repository.update(tx, id, draft, this.#clock.now());
    this.#changed();
    return row;
  }
}
