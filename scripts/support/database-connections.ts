import type pg from 'pg';

/**
 * Waits (briefly) for a database's connections to go. A pool's `end()` resolves before its connections have
 * closed; terminating one mid-close (DROP DATABASE ... WITH (FORCE), pg_terminate_backend) makes its client raise
 * an error nobody listens to any more.
 */
export async function untilDisconnected(client: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { rows } = await client.query<{ open: number }>(
      'SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
    if (!rows[0]?.open) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Waits (briefly) until no backend serves the application named `applicationName` (pgbench names its
 * connections `pgbench`), and a moment more for the postmaster to reap them, so their CPU time is on its books.
 */
export async function untilApplicationGone(
  client: Pick<pg.Pool, 'query'>,
  applicationName: string,
): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { rows } = await client.query<{ open: number }>(
      'SELECT count(*)::int AS open FROM pg_stat_activity WHERE application_name = $1',
      [applicationName],
    );
    if (!rows[0]?.open) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
}
