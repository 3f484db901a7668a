import { seedDemoPlayers } from '../../modules/accounts/players/demo-players.ts';
import { seedPaymentMethods } from '../../modules/cash/payment-methods.seed.ts';
import { seedContent } from '../../modules/content/content.seed.ts';
import { seedCatalogue } from '../../modules/games/catalogue.seed.ts';
import type { Config } from '../config.ts';
import type { Database } from './database.ts';

/**
 * Fills an empty database with the demo site; a database that has content is left alone. Demo players, whose
 * passwords are public, exist in development only. Payment methods and the game catalogue are configuration every
 * environment needs: they are seeded at every boot, keeping rows that exist.
 */
export async function seedDemo(database: Database, config: Config): Promise<void> {
  await seedPaymentMethods(database.db);
  await seedCatalogue(database.db);
  await seedContent(database.db);
  if (config.env === 'development') await seedDemoPlayers(database.db, config.brand);
}
