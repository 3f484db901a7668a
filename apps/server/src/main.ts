import { type Config, ConfigError, loadConfig } from './platform/config.ts';
import type { Database } from './platform/db/database.ts';

/** How long in-flight requests may take to finish after SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  // The app's code loads only once the configuration is known good, so a bad value fails at once.
  const [{ buildApp }, { loadWebBuild }, { databaseLocationOf, openDatabase }] = await Promise.all([
    import('./app.ts'),
    import('./modules/web/web-build.ts'),
    import('./platform/db/database.ts'),
  ]);
  const database: Database = await openDatabase(databaseLocationOf(config)).catch((error: unknown) => {
    console.error(`DATABASE_URL: cannot open the database (${(error as Error).message})`);
    process.exit(1);
  });
  // Nodes booting at once take turns (Database.exclusively): one migrates and seeds, the others find it done.
  // Until both are done this node does not listen, so a load balancer never sends it a request too early.
  const migrationsApplied = await database.migrate();
  const web = config.roles.has('web') ? await loadWebBuild() : undefined;
  const app = await buildApp({ config, database, ...(web ? { web } : {}) });
  await app.seeds.runAtBoot(database, config);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    {
      brand: config.brand,
      database: database.kind,
      migrationsApplied,
      roles: [...config.roles],
      url: config.publicUrl,
    },
    'casino is up',
  );
}

await main();
