import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWebBuild, type WebBuild } from '../src/modules/web/web-build.ts';
import { editPageHeading, GuestView, renameGame } from './support/guest-view.ts';
import { injectFetch } from './support/inject-fetch.ts';
import { buildTestApp, seedAsAtBoot, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

/** The seeded game the tests rename. */
const RENAMED_GAME = 'book-of-sevens';

function viewOf(node: TestApp): GuestView {
  return new GuestView(
    injectFetch(() => node.app),
    'http://casino.test',
  );
}

/** A word no game title has, so search finds the renamed game by it alone. */
function newTitle(): string {
  return `Quokka ${randomBytes(3).toString('hex')}`;
}

let testDatabase: TestDatabase;
let web: WebBuild;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  await seedAsAtBoot(testDatabase.database);
  web = await loadWebBuild();
});
afterAll(() => testDatabase?.cleanup());

describe('per-node caches on one node', () => {
  let node: TestApp;
  let view: GuestView;
  beforeAll(async () => {
    node = await buildTestApp({ database: testDatabase.database, web });
    view = viewOf(node);
  });
  afterAll(() => node?.close());

  it('keep page data and rendered pages until content is announced changed', async () => {
    const before = await view.pageHeading();
    expect((await view.renderedPage()).cache).toBe('miss');
    const heading = `Edited ${randomBytes(3).toString('hex')}`;
    await editPageHeading(testDatabase.database.db, heading);
    // Cached on purpose (decision 008): without an announcement the change waits for the TTL.
    expect(await view.pageHeading()).toBe(before);
    expect((await view.renderedPage()).cache).toBe('hit');

    await node.app.caches.invalidate('content');
    expect(await view.pageHeading()).toBe(heading);
    const rendered = await view.renderedPage();
    expect(rendered.cache).toBe('miss');
    expect(rendered.html).toContain(heading);
  });

  it('keep the search index until the catalogue is announced changed', async () => {
    const title = newTitle();
    expect(await view.searchTitles('sevens')).toContain('Book of Sevens');
    await renameGame(testDatabase.database.db, RENAMED_GAME, title);
    expect(await view.searchTitles(title)).toEqual([]);

    await node.app.caches.invalidate('catalogue');
    expect(await view.searchTitles(title)).toEqual([title]);
  });
});

// Runs where a Redis server is named (CI and the test machines: TEST_REDIS_URL=redis://127.0.0.1:6379).
describe.runIf(process.env.TEST_REDIS_URL)('per-node caches on two nodes sharing Redis', () => {
  const nodes: TestApp[] = [];
  beforeAll(async () => {
    const env = { REDIS_URL: String(process.env.TEST_REDIS_URL) };
    for (let index = 0; index < 2; index += 1) {
      nodes.push(await buildTestApp({ env, database: testDatabase.database, web }));
    }
  });
  afterAll(async () => {
    for (const node of nodes.reverse()) await node.close();
  });

  it('are cleared on every node when one announces the change', async () => {
    const [announcing, other] = nodes.map(viewOf) as [GuestView, GuestView];
    const [headingBefore, title] = [await other.pageHeading(), newTitle()];
    // Both nodes hold the page, rendered and as data, and a search index.
    for (const view of [announcing, other]) {
      await view.searchTitles('sevens');
      await view.renderedPage();
      await expect.poll(async () => (await view.renderedPage()).cache).toBe('hit');
    }
    const heading = `Edited ${randomBytes(3).toString('hex')}`;
    await editPageHeading(testDatabase.database.db, heading);
    await renameGame(testDatabase.database.db, RENAMED_GAME, title);
    expect(await other.pageHeading()).toBe(headingBefore);

    await nodes[0]!.app.caches.invalidate('content', 'catalogue');
    await expect.poll(() => other.pageHeading()).toBe(heading);
    expect(await other.searchTitles(title)).toEqual([title]);
    expect((await other.renderedPage()).html).toContain(heading);
  });
});
