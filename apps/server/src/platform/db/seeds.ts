import type { Config } from '../config.ts';
import type { Database, Db } from './database.ts';

/** Data a module puts in the database at boot: configuration every environment needs, or the demo site's. */
export interface Seed {
  name: string;
  /** `demo`: only in development (the demo players' passwords are public); `always`: every boot, keeping rows. */
  when: 'always' | 'demo';
  run(db: Db, config: Config): Promise<unknown>;
}

/**
 * The seeds modules register, run in registration order after the migrations (main.ts). Each seed is idempotent:
 * it fills what is missing and keeps what exists, so every boot may run them. Some fill a table only when it is
 * empty, a check two nodes booting at once would both pass: `runAtBoot` runs them all in one transaction under
 * the `seed` lock, so the second node looks only after the first has committed.
 */
export class Seeds {
  readonly #seeds: Seed[] = [];

  add(seed: Seed): void {
    this.#seeds.push(seed);
  }

  runAtBoot(database: Database, config: Config): Promise<void> {
    return database.exclusively('seed', (tx) => this.run(tx, config));
  }

  async run(db: Db, config: Config): Promise<void> {
    for (const seed of this.#seeds) {
      if (seed.when === 'demo' && config.env !== 'development') continue;
      await seed.run(db, config);
    }
  }
}
