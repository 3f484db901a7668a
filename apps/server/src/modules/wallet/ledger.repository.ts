import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import type { OutboxEvent } from '../../platform/events/outbox-event.ts';
import { type AccountKey, accountKeyText } from './accounts.ts';
import type { CheckedTransfer } from './transfer-request.ts';
import { walletAccounts, walletEntries, walletTransfers } from './wallet.schema.ts';

/** The database or an open transaction: the same queries run on either. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

export interface StoredEntry {
  accountId: number;
  playerId: number | null;
  kind: string;
  amount: number;
  balanceAfter: number;
}

export interface StoredTransfer {
  id: number;
  fingerprint: string;
  createdAt: Date;
  entries: StoredEntry[];
}

/** The only SQL on the ledger's accounts, transfers and entries. */
export class LedgerRepository {
  /** Ids of accounts that existed before the current transaction began: safe to remember for the process. */
  readonly #knownIds = new Map<string, number>();

  /**
   * Account ids for the keys, creating missing accounts with a zero balance. Accounts created inside a
   * transaction are not remembered, since that transaction may still roll back.
   */
  async accountIds(executor: Executor, keys: readonly AccountKey[]): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    const missing: AccountKey[] = [];
    for (const key of keys) {
      const known = this.#knownIds.get(accountKeyText(key));
      if (known === undefined) missing.push(key);
      else ids.set(accountKeyText(key), known);
    }
    if (missing.length === 0) return ids;
    const created = await executor.insert(walletAccounts).values(missing).onConflictDoNothing().returning({
      id: walletAccounts.id,
      playerId: walletAccounts.playerId,
      kind: walletAccounts.kind,
      currency: walletAccounts.currency,
      provider: walletAccounts.provider,
      shard: walletAccounts.shard,
    });
    const createdKeys = new Set(created.map((row) => accountKeyText(row as AccountKey)));
    for (const row of created) ids.set(accountKeyText(row as AccountKey), row.id);
    const existing = missing.filter((key) => !createdKeys.has(accountKeyText(key)));
    for (const key of existing) {
      const [row] = await executor
        .select({ id: walletAccounts.id })
        .from(walletAccounts)
        .where(
          and(
            sql`coalesce(${walletAccounts.playerId}, 0) = ${key.playerId ?? 0}`,
            eq(walletAccounts.kind, key.kind),
            eq(walletAccounts.currency, key.currency),
            eq(walletAccounts.provider, key.provider),
            eq(walletAccounts.shard, key.shard),
          ),
        );
      if (!row) throw new Error(`wallet account ${accountKeyText(key)} vanished`);
      ids.set(accountKeyText(key), row.id);
      this.#knownIds.set(accountKeyText(key), row.id);
    }
    return ids;
  }

  /**
   * Adds `amount` to the account, refusing in the same statement to take a player account below zero.
   * Returns the new balance, or null when the debit was refused.
   */
  async post(executor: Executor, accountId: number, amount: number): Promise<number | null> {
    const [row] = await executor
      .update(walletAccounts)
      .set({ balance: sql`${walletAccounts.balance} + ${amount}`, updatedAt: sql`now()` })
      .where(
        and(
          eq(walletAccounts.id, accountId),
          sql`(${walletAccounts.playerId} is null or ${walletAccounts.balance} + ${amount} >= 0)`,
        ),
      )
      .returning({ balance: walletAccounts.balance });
    return row ? row.balance : null;
  }

  async balanceOf(executor: Executor, accountId: number): Promise<number> {
    const [row] = await executor
      .select({ balance: walletAccounts.balance })
      .from(walletAccounts)
      .where(eq(walletAccounts.id, accountId));
    return row?.balance ?? 0;
  }

  /**
   * Writes the transfer, its entries and its outbox events in one statement. Returns null when the idempotency
   * key is already taken (a replay, or a concurrent twin that committed first): the caller rolls back.
   */
  async record(
    executor: Executor,
    transfer: CheckedTransfer,
    entries: readonly { accountId: number; amount: number; balanceAfter: number }[],
    events: readonly OutboxEvent[],
  ): Promise<{ id: number; createdAt: Date } | null> {
    const { request } = transfer;
    const result = await executor.execute<{ id: string | number; created_at: string | Date }>(sql`
      with t as (
        insert into wallet_transfers (idempotency_key, kind, currency, fingerprint, player_id, metadata)
        values (${request.idempotencyKey}, ${request.kind}, ${request.currency}, ${transfer.fingerprint},
                ${transfer.playerId}, ${JSON.stringify(request.metadata ?? {})}::jsonb)
        on conflict (idempotency_key) do nothing
        returning id, created_at
      ), e as (
        insert into wallet_entries (transfer_id, account_id, amount, balance_after)
        select t.id, x.account_id, x.amount, x.balance_after
        from t, jsonb_to_recordset(${JSON.stringify(entries.map(entryJson))}::jsonb)
          as x(account_id bigint, amount bigint, balance_after bigint)
      ), ev as (
        insert into outbox_events (type, player_id, payload)
        select x.type, x.player_id, x.payload || jsonb_build_object('transferId', t.id)
        from t, jsonb_to_recordset(${JSON.stringify(events.map(eventJson))}::jsonb)
          as x(type text, player_id bigint, payload jsonb)
      )
      select id, created_at from t`);
    const [row] = rowsOf<{ id: string | number; created_at: string | Date }>(result);
    return row ? { id: Number(row.id), createdAt: new Date(row.created_at) } : null;
  }

  async isKeyTaken(executor: Executor, idempotencyKey: string): Promise<boolean> {
    const [row] = await executor
      .select({ id: walletTransfers.id })
      .from(walletTransfers)
      .where(eq(walletTransfers.idempotencyKey, idempotencyKey));
    return row !== undefined;
  }

  async findTransfer(executor: Executor, idempotencyKey: string): Promise<StoredTransfer | null> {
    const [transfer] = await executor
      .select({
        id: walletTransfers.id,
        fingerprint: walletTransfers.fingerprint,
        createdAt: walletTransfers.createdAt,
      })
      .from(walletTransfers)
      .where(eq(walletTransfers.idempotencyKey, idempotencyKey));
    if (!transfer) return null;
    const entries = await executor
      .select({
        accountId: walletEntries.accountId,
        playerId: walletAccounts.playerId,
        kind: walletAccounts.kind,
        amount: walletEntries.amount,
        balanceAfter: walletEntries.balanceAfter,
      })
      .from(walletEntries)
      .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
      .where(inArray(walletEntries.transferId, [transfer.id]))
      .orderBy(walletEntries.id);
    return { ...transfer, entries };
  }
}

function entryJson(entry: { accountId: number; amount: number; balanceAfter: number }) {
  return { account_id: entry.accountId, amount: entry.amount, balance_after: entry.balanceAfter };
}

function eventJson(event: OutboxEvent) {
  return { type: event.type, player_id: event.playerId, payload: event.payload };
}

/** Rows of a raw query on either driver (node-postgres and PGlite both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? [];
}
