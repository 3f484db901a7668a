import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { keepPristineRows, schemaOf } from './pristine-database.ts';

/**
 * The in-memory PGlite databases of one test worker, reused from file to file. Loading the migrated dump into a
 * new PGlite takes most of a second (a 48 MB data directory unpacked and a server started); putting a used one
 * back as it was migrated takes milliseconds (pristine-database.ts). One whose schema a test changed, or that
 * it closed, is not reused.
 *
 * Each file gets its own view of the client, revoked when the file gives it back: a query still running from a
 * file that has ended fails there, instead of writing into the next file's database.
 */

/** Idle databases kept per worker: a file rarely uses more than two at once. */
const IDLE_KEPT = 2;

interface Pooled {
  client: PGlite;
  /** The script that puts the database back as it was migrated. */
  restore: string;
  /** What the schema looks like: a change means a test altered it. */
  schema: string;
}

const idle: Pooled[] = [];

export interface LentPglite {
  /** The client for this file only: revoked when it is given back. */
  client: PGlite;
  /** Gives the database back, reset for the next file, or closes it when it cannot be reused. */
  giveBack(): Promise<void>;
}

/** A migrated in-memory PGlite: an idle one of this worker's, or a new one loaded from `dump()`. */
export async function lendMigratedPglite(dump: () => Blob): Promise<LentPglite> {
  const pooled = idle.pop() ?? (await loaded(dump()));
  const { proxy, revoke } = Proxy.revocable(pooled.client, {
    // PGlite's methods use private fields: they run on the client itself, not on the view.
    get: (target, key) => {
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    client: proxy,
    giveBack: async () => {
      revoke();
      await putBack(pooled);
    },
  };
}

async function loaded(dump: Blob): Promise<Pooled> {
  const client = await PGlite.create({ loadDataDir: dump, extensions: { pg_trgm } });
  const restore = await keepPristineRows(client);
  return { client, restore, schema: await schemaOf(client) };
}

async function putBack(pooled: Pooled): Promise<void> {
  const { client } = pooled;
  if (client.closed) return;
  try {
    // A transaction a test left open (or a failed one) ends here, with the session's settings and locks.
    await client.exec('ROLLBACK');
    await client.exec('DISCARD ALL');
    if (idle.length >= IDLE_KEPT || (await schemaOf(client)) !== pooled.schema) {
      await client.close();
      return;
    }
    await client.exec(pooled.restore);
    idle.push(pooled);
  } catch {
    if (!client.closed) await client.close();
  }
}
