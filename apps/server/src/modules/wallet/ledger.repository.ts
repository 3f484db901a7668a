import { balanceChangedEvent } from '@casino/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { executePrepared, rowsOf } from '../../platform/db/prepared.ts';
import type { TransferOutboxEvent } from '../../platform/events/outbox-event.ts';
import { type AccountKey, accountKeyText } from './accounts.ts';
import type { CheckedTransfer } from './transfer-request.ts';
import { walletAccounts, walletEntries, walletTransfers } from './wallet.schema.ts';

/** The database or an open transaction: the same queries run on either. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'execute' | '_'>;

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

/** The constraints whose violation the ledger turns into answers (migrations 0004 and 0005). */
export const OVERDRAWN = 'wallet_player_balance_not_negative';
export const KEY_TAKEN = 'wallet_transfers_idempotency_key';

/** The constraint a failed statement violated, on either driver (Drizzle keeps the driver's error as the cause). */
export function violatedConstraint(error: unknown): string | undefined {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const { constraint } = current as { constraint?: unknown };
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
}

/** The only SQL on the ledger's accounts, transfers and entries. */
export class LedgerRepository {
  /** Ids of accounts that existed before the current transaction began: safe to remember for the process. */
  readonly #knownIds = new Map<string, number>();
  /**
   * The accounts each open transaction created: found again by a later transfer of the same transaction (a game's
   * stake and win), they are not yet committed, so they are not remembered either.
   */
  readonly #createdIn = new WeakMap<Executor, Set<string>>();

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
    if (createdKeys.size > 0) {
      this.#createdIn.set(executor, new Set([...(this.#createdIn.get(executor) ?? []), ...createdKeys]));
    }
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
      if (!this.#createdIn.get(executor)?.has(accountKeyText(key))) {
        this.#knownIds.set(accountKeyText(key), row.id);
      }
    }
    return ids;
  }

  /**
   * Writes a whole transfer in one statement: each posting in the given (account-id) order — every UPDATE waits
   * for the one before it through `exists`, so rows are locked in that order — then the transfer, its entries and
   * its outbox events (a `BalanceChanged` per player first, then the caller's). A player debit beyond the balance
   * violates OVERDRAWN and a taken key violates KEY_TAKEN: either way the statement fails whole.
   */
  async write(
    executor: Executor,
    transfer: CheckedTransfer,
    postings: readonly { accountId: number; amount: number }[],
    events: readonly TransferOutboxEvent[],
    at: Date,
  ): Promise<{ id: number; createdAt: Date; balances: Map<number, number> }> {
    const { request } = transfer;
    const steps = postings.map(({ accountId, amount }, index) => {
      const afterPrevious = index === 0 ? sql`` : sql` and exists (select from ${sql.raw(`p${index - 1}`)})`;
      return sql`${sql.raw(`p${index}`)} as (
        update wallet_accounts set balance = balance + ${amount}, updated_at = now()
        where id = ${accountId}${afterPrevious}
        returning id, player_id, kind, balance, ${amount}::bigint as amount)`;
    });
    const posted = sql.raw(postings.map((_, index) => `select * from p${index}`).join(' union all '));
    const result = await executePrepared(
      executor,
      `wallet-transfer-${postings.length}`,
      sql`
      with ${sql.join(steps, sql`, `)},
      posted as (${posted}),
      t as (
        insert into wallet_transfers (idempotency_key, kind, currency, fingerprint, player_id, metadata, created_at)
        select ${request.idempotencyKey}, ${request.kind}, ${request.currency}, ${transfer.fingerprint},
               ${transfer.playerId}::bigint, ${JSON.stringify(request.metadata ?? {})}::jsonb, ${at.toISOString()}::timestamptz
        where exists (select from ${sql.raw(`p${postings.length - 1}`)})
        returning id, created_at
      ), e as (
        insert into wallet_entries (transfer_id, account_id, amount, balance_after, created_at)
        select t.id, posted.id, posted.amount, posted.balance, t.created_at from t, posted
      ), ev as (
        insert into outbox_events (type, version, player_id, payload)
        select queued.type, queued.version, queued.player_id, queued.payload || jsonb_build_object('transferId', t.id)
        from t, (
          select 0::bigint as position, 'BalanceChanged' as type, ${balanceChangedEvent.shape.version.value}::smallint as version, player_id,
                 jsonb_build_object('currency', ${request.currency}::text, 'kind', ${request.kind}::text,
                                    'accounts', jsonb_object_agg(kind, balance)) as payload
          from posted where player_id is not null group by player_id
          union all
          select position, event->>'type', (event->>'version')::smallint, (event->>'playerId')::bigint, event->'payload'
          from jsonb_array_elements(${JSON.stringify(events)}::jsonb) with ordinality as x(event, position)
        ) queued
        order by queued.position, queued.player_id
      )
      select t.id, t.created_at, (select jsonb_agg(jsonb_build_array(id, balance)) from posted) as balances
      from t`,
    );
    const [row] = rowsOf<{ id: string | number; created_at: string | Date; balances: [number, number][] }>(
      result,
    );
    if (!row) throw new Error(`a wallet account of transfer ${request.idempotencyKey} is missing`);
    return { id: Number(row.id), createdAt: new Date(row.created_at), balances: new Map(row.balances) };
  }

  /**
   * The accounts' balances, locked in id order until the transaction ends, so they stay what was read. Prepared:
   * every stake runs it (a stake is split on the balances it reads).
   */
  async lockAccounts(executor: Executor, accountIds: readonly number[]): Promise<Map<number, number>> {
    const ids = sql.join(
      accountIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const rows = rowsOf<{ id: string | number; balance: string | number }>(
      await executePrepared(
        executor,
        'wallet-lock-accounts',
        sql`select id, balance from wallet_accounts where id in (${ids}) order by id for update`,
      ),
    );
    return new Map(rows.map((row) => [Number(row.id), Number(row.balance)]));
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
