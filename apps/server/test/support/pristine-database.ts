/**
 * Putting a used test database back as it was migrated, on either engine: every table emptied and refilled with
 * the rows the migrations wrote, every sequence set back. It takes milliseconds where a new copy of the migrated
 * database takes most of a second. A database whose schema a test changed is not put back (`schemaOf` tells).
 */

/** A connection to the database with nobody else on it: PGlite's client, or one `pg.Client`. */
export interface SqlSession {
  query<Row>(text: string): Promise<{ rows: Row[] }>;
  /** Runs a script of several statements. */
  exec(text: string): Promise<unknown>;
}

/** Where a database keeps a copy of the rows the migrations wrote, to refill its tables from. */
const PRISTINE_SCHEMA = 'test_pristine';
/** Schemas the tests never write: PostgreSQL's own, the migrations' journal and the pristine copy. */
const UNTOUCHED_SCHEMAS = `('pg_catalog', 'information_schema', 'drizzle', '${PRISTINE_SCHEMA}')`;

/**
 * Copies the rows the migrations wrote into the pristine schema, and answers the statements that restore them:
 * every table emptied (foreign keys unchecked while it is), the copied rows put back, every sequence set back.
 * Run once, on the database as migrated.
 */
export async function keepPristineRows(session: SqlSession): Promise<string> {
  const tables = await session.query<{ name: string; columns: string }>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS name,
            string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ${UNTOUCHED_SCHEMAS} AND n.nspname NOT LIKE 'pg_%'
      GROUP BY n.nspname, c.relname
      ORDER BY 1`,
  );
  await session.query(`CREATE SCHEMA ${PRISTINE_SCHEMA}`);
  const refill: string[] = [];
  for (const [index, table] of tables.rows.entries()) {
    const copy = `${PRISTINE_SCHEMA}.t${index}`;
    await session.query(`CREATE TABLE ${copy} AS SELECT ${table.columns} FROM ${table.name}`);
    const { rows } = await session.query<{ some: boolean }>(`SELECT EXISTS (SELECT FROM ${copy}) AS some`);
    if (rows[0]?.some) {
      refill.push(
        `INSERT INTO ${table.name} (${table.columns}) OVERRIDING SYSTEM VALUE SELECT ${table.columns} FROM ${copy};`,
      );
    } else {
      await session.query(`DROP TABLE ${copy}`);
    }
  }
  const sequences = await session.query<{ statement: string }>(
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

/** The user schema's tables, columns, constraints, functions, triggers and schemas, as one comparable text. */
export async function schemaOf(session: SqlSession): Promise<string> {
  const { rows } = await session.query<{ schema: string }>(
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
       (SELECT string_agg(nspname, ',' ORDER BY nspname) FROM pg_namespace WHERE nspname NOT LIKE 'pg_%temp%')
     )) AS schema`,
  );
  return rows[0]?.schema ?? '';
}
