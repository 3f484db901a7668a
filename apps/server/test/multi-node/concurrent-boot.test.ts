import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PLAYERS } from '../../src/modules/accounts/players/demo-players.ts';
import { demoBanners } from '../../src/modules/content/seed/banners.ts';
import { demoFaq } from '../../src/modules/content/seed/faq.ts';
import { legalPages } from '../../src/modules/content/seed/legal/index.ts';
import { demoPages } from '../../src/modules/content/seed/pages.ts';
import { type Database, MIGRATIONS_FOLDER, openDatabase } from '../../src/platform/db/database.ts';
import { rowsOf } from '../../src/platform/db/migrations.ts';
import {
  createEmptyPostgresDatabase,
  type EmptyPostgresDatabase,
} from '../support/empty-postgres-database.ts';
import { seedAsAtBoot } from '../support/test-app.ts';

const MIGRATIONS = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });

async function count(database: Database, table: string): Promise<number> {
  const [row] = rowsOf<{ count: number }>(
    await database.db.execute(sql`select count(*)::int as count from ${sql.raw(table)}`),
  );
  return row?.count ?? 0;
}

// Two nodes are two processes with their own connections to one PostgreSQL; PGlite is one process's alone.
describe.runIf(process.env.TEST_DATABASE_URL)('two nodes booting at once on one PostgreSQL', () => {
  let empty: EmptyPostgresDatabase;
  let nodes: Database[];

  beforeEach(async () => {
    empty = await createEmptyPostgresDatabase(String(process.env.TEST_DATABASE_URL));
    nodes = [await openDatabase({ url: empty.url }), await openDatabase({ url: empty.url })];
  });
  afterEach(async () => {
    for (const node of nodes) await node.close();
    await empty.drop();
  });

  it('apply each migration once: one node migrates, the other waits and finds it done', async () => {
    const applied = await Promise.all(nodes.map((node) => node.migrate()));
    expect(applied.toSorted()).toEqual([0, MIGRATIONS.length]);
    expect(await count(nodes[0]!, 'drizzle.__drizzle_migrations')).toBe(MIGRATIONS.length);
    for (const node of nodes) expect(await node.isReady()).toBe(true);
  });

  it('seed the demo once', async () => {
    await nodes[0]!.migrate();
    // Development seeds the most: demo players besides the content, catalogue and payment methods.
    await Promise.all(nodes.map((node) => seedAsAtBoot(node, { NODE_ENV: 'development' })));
    const [node] = nodes as [Database];
    expect(await count(node, 'content_pages')).toBe(demoPages.length + legalPages.length);
    expect(await count(node, 'content_faq')).toBe(demoFaq.length);
    expect(await count(node, 'content_banners')).toBe(demoBanners.length);
    expect(await count(node, 'players')).toBe(DEMO_PLAYERS.length);
  });

  it('run exclusive work one after the other, and release the lock when the work fails', async () => {
    const events: string[] = [];
    const work =
      (name: string, fail = false) =>
      async () => {
        events.push(`${name} starts`);
        await new Promise((resolve) => setTimeout(resolve, 200));
        events.push(`${name} ends`);
        if (fail) throw new Error(`${name} failed`);
      };
    const first = nodes[0]!.exclusively('test', work('first', true));
    // Started once the first holds the lock.
    await expect.poll(() => events.length).toBe(1);
    const second = nodes[1]!.exclusively('test', work('second'));
    await expect(first).rejects.toThrow('first failed');
    await second;
    expect(events).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
  });
});
