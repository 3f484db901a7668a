import { createHash } from 'node:crypto';
import { getTableColumns, type Query, type SQL, sql, type Table } from 'drizzle-orm';
import { PgDialect, type SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

const dialect = new PgDialect();

/**
 * Runs a raw statement as a named prepared statement: PostgreSQL parses and plans it once per connection instead
 * of on every call (PGlite ignores the name). Drizzle's query builders do the same with `.prepare(name)`; raw SQL
 * reaches it through the session. The name is `prefix` and a hash of the text, so statements whose text varies
 * with their input (a CTE with optional steps) each get their own, and a name never meets two texts.
 */
export function executePrepared(executor: Pick<Db, '_'>, prefix: string, query: SQL): Promise<unknown> {
  const built = dialect.sqlToQuery(query);
  const name = `${prefix}-${createHash('sha1').update(built.sql).digest('base64url').slice(0, 12)}`;
  return executor._.session.prepareQuery(built, undefined, name, false).execute();
}

/** Rows of a raw query on either driver (node-postgres and PGlite both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? [];
}

/** What Drizzle's prepared queries carry besides their text: how to map the rows they return. */
interface PreparedInternals {
  getQuery(): Query;
  fields?: SelectedFieldsOrdered;
  joinsNotNullableMap?: Record<string, boolean>;
}

/**
 * A hot statement built once, with `sql.placeholder`s for what varies, and run as a named prepared statement on
 * whichever executor is given: the database or an open transaction. Drizzle's own `.prepare()` binds a statement
 * to the connection it was built on (a pool statement would run outside the caller's transaction), and building
 * a query anew on every call costs more CPU than running it; this keeps the text and the row mapping Drizzle
 * made once, and hands them to the executor's session on each call.
 */
export class ReusableStatement<Row> {
  readonly #name: string;
  readonly #query: Query;
  readonly #fields: SelectedFieldsOrdered | undefined;
  readonly #joinsNotNullableMap: Record<string, boolean> | undefined;

  constructor(name: string, built: { prepare(name: string): unknown }) {
    const prepared = built.prepare(name) as PreparedInternals;
    this.#name = name;
    this.#query = prepared.getQuery();
    this.#fields = prepared.fields;
    this.#joinsNotNullableMap = prepared.joinsNotNullableMap;
  }

  async execute(executor: Pick<Db, '_'>, values: Record<string, unknown>): Promise<Row[]> {
    const prepared = executor._.session.prepareQuery(this.#query, this.#fields, this.#name, true);
    (prepared as unknown as PreparedInternals).joinsNotNullableMap = this.#joinsNotNullableMap;
    return (await prepared.execute(values)) as Row[];
  }
}

/**
 * For an insert built once: the columns of `table` named in `keys` (every column when none are named; a column
 * left out takes its default) as placeholders named after their key and `suffix` (a row's number in an insert of
 * several). They travel as SQL, not as typed parameters (Drizzle would encode a null timestamp or JSON
 * placeholder and fail), so the values go through `driverRow` first, with the same keys and suffix.
 */
export function columnPlaceholders<T extends Table>(
  table: T,
  keys?: readonly (keyof T['$inferInsert'] & string)[],
  suffix = '',
): T['$inferInsert'] {
  return Object.fromEntries(
    columnsOf(table, keys).map(([key]) => [key, sql`${sql.placeholder(`${key}${suffix}`)}`]),
  ) as T['$inferInsert'];
}

/** A row's values as the driver takes them (JSON text, ISO timestamps), each column asked for present, nulls kept. */
export function driverRow<T extends Table>(
  table: T,
  row: T['$inferInsert'],
  keys?: readonly (keyof T['$inferInsert'] & string)[],
  suffix = '',
): Record<string, unknown> {
  const values = row as Record<string, unknown>;
  return Object.fromEntries(
    columnsOf(table, keys).map(([key, column]) => {
      const value = values[key] ?? null;
      return [`${key}${suffix}`, value === null ? null : column.mapToDriverValue(value)];
    }),
  );
}

function columnsOf<T extends Table>(table: T, keys?: readonly string[]) {
  const columns = Object.entries(getTableColumns(table));
  return keys ? columns.filter(([key]) => keys.includes(key)) : columns;
}
