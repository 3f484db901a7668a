import { seedContent } from '../../modules/content/content.seed.ts';
import type { Config } from '../config.ts';
import type { Database } from './database.ts';

/** Fills an empty database with the demo site; a database that has content is left alone. */
export async function seedDemo(database: Database, _config: Config): Promise<void> {
  await seedContent(database.db);
}
