import { seedPaymentMethods } from '../../modules/cash/payment-methods.seed.ts';
import { seedContent } from '../../modules/content/content.seed.ts';
import { seedCatalogue } from '../../modules/games/catalogue.seed.ts';
import { seedDemoPlayers } from '../../modules/players/demo-players.ts';
import type { Config } from '../config.ts';
import type { Database } from './database.ts';

/**
 * Fills an empty database with the demo site; a database that has content is left alone. Demo players, whose
 * passwords are public, exist in development only. Payment methods and the game catalogue are configuration every
 * environment needs: they are seeded at every boot, keeping rows that exist.
 *
 * All of it runs in one transaction under the `seed` lock: the content and demo players are seeded when their
 * tables are empty, a check that two nodes booting at once would both pass; under the lock the second node looks
 * only after the first has committed.
 */
export async function seedDemo(database: Database, config: Config): Promise<void> {
  await database.exclusively('seed', async (tx) => {
    await seedPaymentMethods(tx);
    await seedCatalogue(tx);
    await seedContent(tx);
    if (config.env === 'development') await seedDemoPlayers(tx, config.brand);
  });
}
