import type pg from 'pg';

/** Asks `count` every 20 ms, up to 100 times, until it answers 0. */
async function untilNone(count: () => Promise<number>): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await count()) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function openConnections(
  client: Pick<pg.Pool, 'query'>,
  column: 'datname' | 'application_name',
  value: string,
): Promise<number> {
  const { rows } = await client.query<{ open: number }>(
    `SELECT count(*)::int AS open FROM pg_stat_activity WHERE ${column} = $1 AND pid <> pg_backend_pid()`,
    [value],
  );
  return rows[0]?.open ?? 0;
}

/**
 * Waits (briefly) for a database's connections to go. A pool's `end()` resolves before its connections have
 * closed; terminating one mid-close (DROP DATABASE ... WITH (FORCE), pg_terminate_backend) makes its client raise
 * an error nobody listens to any more.
 */
export async function untilDisconnected(client: pg.Client, database: string): Promise<void> {
  await untilNone(() => openConnections(client, 'datname', database));
}

/**
 * Waits (briefly) until no backend serves the application named `applicationName` (pgbench names its
 * connections `pgbench`), and a moment more for the postmaster to reap them, so their CPU time is on its books.
 */
export async function untilApplicationGone(
  client: Pick<pg.Pool, 'query'>,
  applicationName: string,
): Promise<void> {
  await untilNone(() => openConnections(client, 'application_name', applicationName));
  await new Promise((resolve) => setTimeout(resolve, 50));
}
