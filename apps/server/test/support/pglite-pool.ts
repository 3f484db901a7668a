import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The in-memory PGlite databases of one test worker, reused from file to file. Loading the migrated dump into a
 * new PGlite takes most of a second (a 48 MB data directory unpacked and a server started); putting a used one
 * back as it was migrated takes a few milliseconds: every table emptied and refilled with what the migrations
 * wrote, every sequence set back. A database whose schema a test changed (or that it closed) is not reused.
 *
 * Each file gets its own view of the client, revoked when the file lets go of it: a query still running from a
 * file that has ended fails there, instead of writing into the next file's database.
 */

/** Idle databases kept per worker: a file rarely uses more than two at once. */
const IDLE_KEPT = 2;
/** Where each database keeps a copy of the rows the migrations wrote, to refill its tables from. */
const PRISTINE_SCHEMA = 'test_pristine';
/** Schemas the tests never write: PostgreSQL's own, and the migrations' journal. */
const UNTOUCHED_SCHEMAS = `('pg_catalog', 'information_schema', 'drizzle', '${PRISTINE_SCHEMA}')`;

interface Pooled {
  client: PGlite;
  /** The statements that put the database back as it was migrated. */
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

/**
 * Copies the rows the migrations wrote into the pristine schema, and answers the statements that restore them:
 * every table emptied (foreign keys unchecked while it is), the copied rows put back, every sequence set back.
 */
async function keepPristineRows(client: PGlite): Promise<string> {
  const tables = await client.query<{ name: string; columns: string }>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS name,
            string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ${UNTOUCHED_SCHEMAS} AND n.nspname NOT LIKE 'pg_%'
      GROUP BY n.nspname, c.relname
      ORDER BY 1`,
  );
  await client.exec(`CREATE SCHEMA ${PRISTINE_SCHEMA}`);
  const refill: string[] = [];
  for (const [index, table] of tables.rows.entries()) {
    const copy = `${PRISTINE_SCHEMA}.t${index}`;
    await client.exec(`CREATE TABLE ${copy} AS SELECT ${table.columns} FROM ${table.name}`);
    const { rows } = await client.query<{ some: boolean }>(`SELECT EXISTS (SELECT FROM ${copy}) AS some`);
    if (rows[0]?.some) {
      refill.push(
        `INSERT INTO ${table.name} (${table.columns}) OVERRIDING SYSTEM VALUE SELECT ${table.columns} FROM ${copy};`,
      );
    } else {
      await client.exec(`DROP TABLE ${copy}`);
    }
  }
  const sequences = await client.query<{ statement: string }>(
    `SELECT format('SELECT setval(%L, %s, %L);', format('%I.%I', schemaname, sequencename),
                   coalesce(last_value, start_value), last_value IS NOT NULL) AS statement
       FROM pg_sequences WHERE schemaname NOT IN ${UNTOUCHED_SCHEMAS}`,
  );
  return [
    'SET session_replication_role = replica;',
    ...tables.rows.map((table) => `DELETE FROM ${table.name};`),
    ...refill,
    ...sequences.rows.map((row) => row.statement),
    'RESET session_replication_role;',
  ].join('\n');
}

/** The user schema's tables, columns, constraints, indexes, functions and triggers, as one comparable text. */
async function schemaOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ schema: string }>(
    `SELECT md5(concat_ws('|',
       (SELECT string_agg(format('%s.%s:%s', n.nspname, c.relname, c.relkind), ',' ORDER BY n.nspname, c.relname)
          FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_%'),
       (SELECT count(*) FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
          JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_%'
           AND NOT a.attisdropped),
       (SELECT count(*) FROM pg_constraint),
       (SELECT count(*) FROM pg_proc),
       (SELECT count(*) FROM pg_trigger),
       (SELECT string_agg(nspname, ',' ORDER BY nspname) FROM pg_namespace)
     )) AS schema`,
  );
  return rows[0]?.schema ?? '';
}
