import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/prepared.ts';

/** The days reports are kept by: the operator's, Kyiv's, whatever the server's time zone. */
export const REPORT_TIME_ZONE = 'Europe/Kyiv';

/** One summed group of ledger entries on players' accounts. */
export interface LedgerTotal {
  day: string;
  transferKind: string;
  accountKind: string;
  gameSlug: string;
  amount: number;
}

export interface ReportScope {
  brand: string;
  currency: string;
  fromDay: string;
  toDay: string;
}

const dayOf = sql.raw(`(e.created_at at time zone '${REPORT_TIME_ZONE}')::date`);

/**
 * The entries on players' accounts after `afterId` (and up to `upToId`), with the day, brand, currency, kinds and
 * game each is summed by. Players' brands are read from the players table: a report is a brand's, and the ledger
 * knows players only by id.
 */
function entriesAfter(afterId: number, upToId: number | null, extra: SQL = sql``): SQL {
  return sql`
    from wallet_entries e
    join wallet_accounts a on a.id = e.account_id
    join wallet_transfers t on t.id = e.transfer_id
    join players p on p.id = a.player_id
    where e.id > ${afterId} ${upToId === null ? sql`` : sql`and e.id <= ${upToId}`} ${extra}`;
}

/**
 * Reads the rollup's cursor, then the report's rows, in one read-only repeatable-read transaction: rollup rows and
 * tail come from one snapshot. The cursor goes into the query as a value, not a subquery, so the planner sees how
 * few entries lie past it and reads them by the primary key rather than scanning the whole ledger.
 */
function atCursor<T>(db: Db, read: (executor: Db, cursor: number) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      const [row] = rowsOf<{ last: string }>(
        await tx.execute(sql`select coalesce(max(last_entry_id), 0) as last from ledger_rollup_cursor`),
      );
      return read(tx, Number(row?.last ?? 0));
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

const GROUPED = sql`
  select ${dayOf}::text as day, p.brand, a.currency, t.kind as transfer_kind, a.kind as account_kind,
         coalesce(t.metadata ->> 'gameSlug', '') as game_slug, sum(e.amount)::bigint as amount,
         count(*)::int as entries`;

/**
 * The ledger's daily rollup: summed from the entries themselves in id order, behind a settling margin so no
 * transaction still open can add an entry below the cursor, and read back together with the entries it has not
 * reached yet, so a report is always the whole ledger.
 */
export class LedgerRollupRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /**
   * Sums up to `batch` entries older than `settledBefore` past the cursor into the daily totals, in one
   * transaction with the cursor's move (the cursor row's lock keeps nodes from summing a batch twice). Returns how
   * many entries it summed.
   */
  async advance(settledBefore: Date, batch: number): Promise<number> {
    return this.#db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into ledger_rollup_cursor (id, last_entry_id) values (1, 0) on conflict do nothing`,
      );
      const [cursor] = rowsOf<{ last: string }>(
        await tx.execute(sql`select last_entry_id as last from ledger_rollup_cursor where id = 1 for update`),
      );
      const from = Number(cursor?.last ?? 0);
      // The batch ends before the first entry not yet settled, so every entry up to it has committed, and never
      // past the newest entry: ids not written yet are not skipped. The unsettled entry is looked for within the
      // batch's own ids only (a primary-key range): over the whole tail, catching up a long backlog would scan
      // every entry left for every batch.
      const [bound] = rowsOf<{ newest: string | null; unsettled: string | null }>(
        await tx.execute(sql`
          select (select max(id) from wallet_entries) as newest,
                 (select min(id) from wallet_entries
                   where id > ${from} and id <= ${from + batch}
                     and created_at >= ${settledBefore.toISOString()}::timestamptz) as unsettled`),
      );
      const newest = Number(bound?.newest ?? 0);
      const unsettled = bound?.unsettled == null ? Number.POSITIVE_INFINITY : Number(bound.unsettled) - 1;
      const upTo = Math.min(from + batch, newest, unsettled);
      if (upTo <= from) return 0;
      await tx.execute(sql`
        insert into ledger_daily_totals (day, brand, currency, transfer_kind, account_kind, game_slug, amount, entries)
        select day::date, brand, currency, transfer_kind, account_kind, game_slug, amount, entries from (
          ${GROUPED} ${entriesAfter(from, upTo)} group by 1, 2, 3, 4, 5, 6
        ) batch
        on conflict (day, brand, currency, transfer_kind, account_kind, game_slug) do update
          set amount = ledger_daily_totals.amount + excluded.amount,
              entries = ledger_daily_totals.entries + excluded.entries`);
      await tx.execute(sql`
        insert into ledger_active_player_days (day, brand, currency, player_id)
        select distinct ${dayOf}, p.brand, a.currency, a.player_id
        ${entriesAfter(from, upTo, sql`and t.kind in ('game_bet', 'sport_bet')`)}
        on conflict do nothing`);
      await tx.execute(sql`update ledger_rollup_cursor set last_entry_id = ${upTo} where id = 1`);
      return upTo - from;
    });
  }

  /** A brand's ledger totals in a currency by day: the rollup's rows and the entries past its cursor. */
  async totals(scope: ReportScope): Promise<LedgerTotal[]> {
    const inScope = sql`and p.brand = ${scope.brand} and a.currency = ${scope.currency}
      and ${dayOf} between ${scope.fromDay}::date and ${scope.toDay}::date`;
    const rows = await atCursor(this.#db, async (executor, cursor) =>
      rowsOf<{ day: string; transfer_kind: string; account_kind: string; game_slug: string; amount: string }>(
        await executor.execute(sql`
          select day::text as day, transfer_kind, account_kind, game_slug, amount
          from ledger_daily_totals
          where brand = ${scope.brand} and currency = ${scope.currency}
            and day between ${scope.fromDay}::date and ${scope.toDay}::date
          union all
          select day, transfer_kind, account_kind, game_slug, amount from (
            ${GROUPED} ${entriesAfter(cursor, null, inScope)} group by 1, 2, 3, 4, 5, 6
          ) tail`),
      ),
    );
    return rows.map((row) => ({
      day: row.day,
      transferKind: row.transfer_kind,
      accountKind: row.account_kind,
      gameSlug: row.game_slug,
      amount: Number(row.amount),
    }));
  }

  /** How many players staked on each day of the scope (days with none are left out). */
  async activePlayers(scope: ReportScope): Promise<Map<string, number>> {
    const rows = await atCursor(this.#db, async (executor, cursor) =>
      rowsOf<{ day: string; players: number }>(
        await executor.execute(sql`
          select day::text as day, count(*)::int as players from (
            select day, player_id from ledger_active_player_days
            where brand = ${scope.brand} and currency = ${scope.currency}
              and day between ${scope.fromDay}::date and ${scope.toDay}::date
            union
            select ${dayOf}, a.player_id
            ${entriesAfter(
              cursor,
              null,
              sql`and t.kind in ('game_bet', 'sport_bet') and p.brand = ${scope.brand} and a.currency = ${scope.currency}
                and ${dayOf} between ${scope.fromDay}::date and ${scope.toDay}::date`,
            )}
          ) active
          group by 1`),
      ),
    );
    return new Map(rows.map((row) => [row.day, row.players]));
  }
}
