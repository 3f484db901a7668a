import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/prepared.ts';
import type { Executor } from './ledger.repository.ts';

/** How many offending rows each check lists; the total is always counted in full. */
const SAMPLE_LIMIT = 20;

/** The offending rows each check reports, by check. */
export interface ReconciliationSamples {
  /** An account whose running balance differs from the sum of its entries. */
  accountBalance: { accountId: number; balance: number; entriesSum: number };
  /** A transfer whose entries do not sum to zero, or that has fewer than two. */
  transferBalance: { transferId: number; idempotencyKey: string; entriesSum: number; entries: number };
  /** A currency whose accounts (players' and house's) do not sum to zero. */
  currencySum: { currency: string; sum: number };
  /** A player account below zero. */
  negativePlayerAccount: { accountId: number; playerId: number; kind: string; balance: number };
  /** A player's hold account that differs from the sum of their active holds. */
  holdAccount: { playerId: number; currency: string; holdBalance: number; activeHolds: number };
  /** An entry whose balance_after is not the previous entry's plus its amount (per account, by entry id). */
  entryChain: { entryId: number; accountId: number; amount: number; balanceAfter: number; expected: number };
}

export type ReconciliationCheck = keyof ReconciliationSamples;

/** The sample fields that are text; every other one is a number. */
const TEXT_FIELDS = new Set(['idempotencyKey', 'currency', 'kind']);

export interface CheckResult<T> {
  /** How many rows break the rule; zero when it holds. */
  problems: number;
  /** The first offending rows, up to a small limit. */
  samples: T[];
}

export interface ReconciliationReport {
  ok: boolean;
  counted: { accounts: number; transfers: number; entries: number; activeHolds: number };
  checks: { [K in ReconciliationCheck]: CheckResult<ReconciliationSamples[K]> };
  durationMs: number;
}

/**
 * Each check is one set-based query returning the offending rows (`problems` counts them all, only the first few
 * come back), so the whole ledger is checked in a few scans however many entries it holds.
 */
const CHECKS: { [K in ReconciliationCheck]: SQL } = {
  accountBalance: sql`
    select a.id as "accountId", a.balance, coalesce(e.total, 0) as "entriesSum"
    from wallet_accounts a
    left join (select account_id, sum(amount) as total from wallet_entries group by account_id) e
      on e.account_id = a.id
    where a.balance <> coalesce(e.total, 0)`,
  transferBalance: sql`
    select t.id as "transferId", t.idempotency_key as "idempotencyKey",
           coalesce(e.total, 0) as "entriesSum", coalesce(e.entries, 0) as entries
    from wallet_transfers t
    left join (select transfer_id, sum(amount) as total, count(*) as entries
               from wallet_entries group by transfer_id) e
      on e.transfer_id = t.id
    where coalesce(e.total, 0) <> 0 or coalesce(e.entries, 0) < 2`,
  currencySum: sql`
    select currency, sum(balance) as sum from wallet_accounts group by currency having sum(balance) <> 0`,
  negativePlayerAccount: sql`
    select id as "accountId", player_id as "playerId", kind, balance
    from wallet_accounts where player_id is not null and balance < 0`,
  holdAccount: sql`
    select coalesce(a.player_id, h.player_id) as "playerId", coalesce(a.currency, h.currency) as currency,
           coalesce(a.balance, 0) as "holdBalance", coalesce(h.total, 0) as "activeHolds"
    from (select player_id, currency, balance from wallet_accounts where kind = 'hold') a
    full join (select player_id, currency, sum(amount) as total from wallet_holds
               where status = 'active' group by player_id, currency) h
      on h.player_id = a.player_id and h.currency = a.currency
    where coalesce(a.balance, 0) <> coalesce(h.total, 0)`,
  entryChain: sql`
    select id as "entryId", account_id as "accountId", amount, balance_after as "balanceAfter",
           coalesce(previous, 0) + amount as expected
    from (select id, account_id, amount, balance_after,
                 lag(balance_after) over (partition by account_id order by id) as previous
          from wallet_entries) chained
    where balance_after <> coalesce(previous, 0) + amount`,
};
const CHECK_NAMES = Object.keys(CHECKS) as ReconciliationCheck[];

/**
 * Proves the ledger is whole: balances equal their entries and chain entry by entry, transfers balance, each
 * currency sums to zero, no player is below zero, and hold accounts equal the holds they carry. Every check reads
 * the same snapshot (one repeatable-read transaction), so transfers committing meanwhile never show as problems.
 */
export async function reconcile(db: Db): Promise<ReconciliationReport> {
  const started = performance.now();
  return db.transaction(
    async (tx) => {
      // One after another: a transaction is one connection, which runs one query at a time anyway.
      const results: [ReconciliationCheck, CheckResult<Record<string, unknown>>][] = [];
      for (const name of CHECK_NAMES) results.push([name, await runCheck(tx, CHECKS[name])]);
      const checks = Object.fromEntries(results) as ReconciliationReport['checks'];
      const [counted] = rowsOf<Record<keyof ReconciliationReport['counted'], unknown>>(
        await tx.execute(sql`
          select (select count(*) from wallet_accounts) as accounts,
                 (select count(*) from wallet_transfers) as transfers,
                 (select count(*) from wallet_entries) as entries,
                 (select count(*) from wallet_holds where status = 'active') as "activeHolds"`),
      );
      return {
        ok: results.every(([, check]) => check.problems === 0),
        counted: {
          accounts: Number(counted?.accounts ?? 0),
          transfers: Number(counted?.transfers ?? 0),
          entries: Number(counted?.entries ?? 0),
          activeHolds: Number(counted?.activeHolds ?? 0),
        },
        checks,
        durationMs: Math.round(performance.now() - started),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function runCheck(executor: Executor, query: SQL): Promise<CheckResult<Record<string, unknown>>> {
  const rows = rowsOf<Record<string, unknown>>(
    await executor.execute(sql`
      select *, count(*) over () as "problemCount" from (${query}) offending limit ${SAMPLE_LIMIT}`),
  );
  return {
    problems: Number(rows[0]?.problemCount ?? 0),
    samples: rows.map(({ problemCount: _, ...row }) => numbersOf(row)),
  };
}

/** Both drivers hand sums and bigints back as strings or bigints; the report speaks in plain numbers. */
function numbersOf(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, TEXT_FIELDS.has(key) ? value : Number(value)]),
  );
}
