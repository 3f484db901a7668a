import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { AJAX_HEADER, AJAX_HEADER_VALUE } from '@casino/contracts';
import type { PublicationContext } from 'centrifuge';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../../../scripts/support/server-process.ts';
import { WalletService } from '../../src/modules/wallet/wallet.service.ts';
import { systemClock } from '../../src/platform/clock.ts';
import { type Database, MIGRATIONS_FOLDER, openDatabase } from '../../src/platform/db/database.ts';
import { rowsOf } from '../../src/platform/db/migrations.ts';
import { RATE_LIMITS } from '../../src/platform/http/rate-limits.ts';
import { PushTokens } from '../../src/platform/push/push-tokens.ts';
import { nextEvent, personalListener } from '../push/support/push-node.ts';
import {
  createEmptyPostgresDatabase,
  type EmptyPostgresDatabase,
} from '../support/empty-postgres-database.ts';
import { editPageHeading, GuestView, renameGame } from '../support/guest-view.ts';
import { insertTestPlayer } from '../support/wallet-fixtures.ts';
import { depositRequest } from '../wallet/support/deposit-request.ts';

const CACHE_INVALIDATE = fileURLToPath(new URL('../../../../scripts/cache-invalidate.ts', import.meta.url));
const PUSH_TOKEN_SECRET = randomBytes(24).toString('hex');
/** Both boots, migrations and seeds included, on a machine other test files share. */
const BOOT_MS = 120_000;

/**
 * A POST to a node from a loopback address of this run's own (any 127.x.y.z is the machine's): the node sees a
 * client no earlier run has been counted as, though counters in Redis outlive the run.
 */
function postFrom(localAddress: string, url: string, body: object): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', [AJAX_HEADER]: AJAX_HEADER_VALUE },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(JSON.stringify(body));
  });
}

// Real processes of the server (apps/server/src/main.ts) sharing one PostgreSQL and one Redis, as in production.
describe.runIf(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)(
  'two server processes on one PostgreSQL and one Redis',
  () => {
    let empty: EmptyPostgresDatabase;
    let database: Database;
    let nodes: RunningServer[] = [];
    let booted: PromiseSettledResult<RunningServer>[];

    beforeAll(async () => {
      empty = await createEmptyPostgresDatabase(String(process.env.TEST_DATABASE_URL));
      const env = {
        NODE_ENV: 'production',
        DATABASE_URL: empty.url,
        REDIS_URL: String(process.env.TEST_REDIS_URL),
        SESSION_SECRET: randomBytes(24).toString('hex'),
        PUSH_TOKEN_SECRET,
        STUDIO_WALLET_SECRET: randomBytes(24).toString('hex'),
        BACKOFFICE_SECRET: randomBytes(24).toString('hex'),
      };
      // Both boot on the empty database at once; only the first runs the outbox relay (the `jobs` role), so
      // whatever reaches the second's clients was published by the first.
      booted = await Promise.allSettled([
        startServer({ ...env, ROLES: 'web,api,push,jobs' }, { readyWithinMs: BOOT_MS }),
        startServer({ ...env, ROLES: 'web,api,push' }, { readyWithinMs: BOOT_MS }),
      ]);
      nodes = booted.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      database = await openDatabase({ url: empty.url });
    }, BOOT_MS + 30_000);
    afterAll(async () => {
      await Promise.all(nodes.map((node) => node.stop()));
      await database?.close();
      await empty?.drop();
    });

    it('boot at once: the migrations are applied once and both nodes serve', async () => {
      expect(booted.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
      const [applied] = rowsOf<{ count: number; distinct: number }>(
        await database.db.execute(
          sql`select count(*)::int as count, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
        ),
      );
      const committed = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length;
      expect(applied).toEqual({ count: committed, distinct: committed });
      for (const node of nodes) expect((await fetch(`${node.url}/readyz`)).status).toBe(200);
    });

    it('count one rate-limit budget: the limit is met after attempts split between them', async () => {
      const address = `127.${randomBytes(3).join('.')}`;
      const budget = RATE_LIMITS.captchaToken.perIp.max;
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= budget; attempt += 1) {
        const node = nodes[attempt % nodes.length]!;
        statuses.push(
          await postFrom(address, `${node.url}/rest/captcha/internal-token/`, {
            internalKey: 'not-the-key',
            message: 'limit check',
          }),
        );
      }
      expect(statuses.slice(0, budget)).not.toContain(429);
      expect(statuses[budget]).toBe(429);
      for (const node of nodes) {
        expect(
          await postFrom(address, `${node.url}/rest/captcha/internal-token/`, {
            internalKey: 'x',
            message: 'm',
          }),
        ).toBe(429);
      }
    });

    it('push what the first node relays to a player connected to the second', async () => {
      const listening = nodes[1]!;
      const playerId = await insertTestPlayer(
        database.db,
        `two-nodes-${randomBytes(4).toString('hex')}@example.com`,
      );
      const { client, personal } = await personalListener(
        `${listening.url.replace(/^http/, 'ws')}/connection/websocket`,
        new PushTokens({ secret: PUSH_TOKEN_SECRET, clock: systemClock }),
        playerId,
      );
      try {
        // The outbox relay, on the first node only, may wait for other test files' transactions to end.
        const received = nextEvent<PublicationContext>(
          personal,
          'publication',
          (ctx) => (ctx.data as { type?: string }).type === 'setBalance',
          20_000,
        );
        const wallet = new WalletService({ db: database.db, clock: systemClock });
        await wallet.ledger.transfer(depositRequest(playerId, 4242, `two-nodes-${playerId}`));
        expect((await received).data).toMatchObject({
          type: 'setBalance',
          data: { playerId, principal: 4242 },
        });
      } finally {
        client.disconnect();
      }
    }, 30_000);

    it('drop cached pages and the search index on both when an operator announces a change', async () => {
      const views = nodes.map((node) => new GuestView(fetch, node.url));
      for (const view of views) {
        await view.pageHeading();
        await view.searchTitles('sevens');
        await expect.poll(async () => (await view.renderedPage()).cache).toBe('hit');
      }
      const suffix = randomBytes(3).toString('hex');
      const [heading, title] = [`Edited ${suffix}`, `Quokka ${suffix}`];
      await editPageHeading(database.db, heading);
      await renameGame(database.db, 'book-of-sevens', title);
      for (const view of views) {
        expect(await view.pageHeading()).not.toBe(heading);
        expect(await view.searchTitles(title)).toEqual([]);
        expect((await view.renderedPage()).cache).toBe('hit');
      }

      const command = spawnSync(process.execPath, [CACHE_INVALIDATE, 'all'], {
        env: { ...process.env, REDIS_URL: String(process.env.TEST_REDIS_URL) },
        encoding: 'utf8',
      });
      expect(command.status, command.stderr).toBe(0);

      for (const view of views) {
        await expect.poll(() => view.pageHeading()).toBe(heading);
        expect(await view.searchTitles(title)).toEqual([title]);
        const rendered = await view.renderedPage();
        expect(rendered.cache).toBe('miss');
        expect(rendered.html).toContain(heading);
      }
    });
  },
);
