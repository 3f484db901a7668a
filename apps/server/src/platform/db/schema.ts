import * as content from '../../modules/content/content.schema.ts';

/** Every module's tables, for Drizzle's typed queries. drizzle-kit reads the same files (drizzle.config.ts). */
export const schema = { ...content };
