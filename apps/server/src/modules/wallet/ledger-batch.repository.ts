import { sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/db/prepared.ts';
import { type AccountKey, accountKeyText } from './accounts.ts';
import type { Executor } from './ledger.repository.ts';

/** A transfer of a batch as it is written: its position in the batch orders the rows it writes. */
export interface BatchTransferRow {
  n: number;
  key: string;
  kind: string;
  currency: string;
  fingerprint: string;
  player_id: number | null;
  metadata: Record<string, unknown>;
}

/** One entry of a batch: its transfer by key, the account and the account's balance right after it. */
export interface BatchEntryRow {
  n: number;
  key: string;
  account_id: number;
  amount: number;
  balance_after: number;
}

/** An outbox event of a batch; the transfer's id is added to its payload when written. */
export interface BatchEventRow {
  n: number;
  key: string;
  type: string;
  version: number;
  player_id: number | null;
  payload: Record<string, unknown>;
}

export interface AppliedTransfer {
  id: number;
  fingerprint: string;
}

/**
 * The SQL of a batch of transfers (`ledger-batch.ts`): each step is one statement however many transfers the batch
 * holds, its rows handed over as one JSON parameter (a statement takes at most 65,535 parameters; a batch's rows
 * are many more).
 */
export class LedgerBatchRepository {
  /** Account ids for the keys, creating the missing accounts with a zero balance: one statement. */
  async accountIds(executor: Executor, keys: readonly AccountKey[]): Promise<Map<string, number>> {
    if (keys.length === 0) return new Map();
    const rows = rowsOf<AccountKey & { id: string | number }>(
      await executor.execute(sql`
        with k as (
          select * from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb)
            as k("playerId" bigint, kind text, currency text, provider text, shard smallint)
        ), created as (
          insert into wallet_accounts (player_id, kind, currency, provider, shard)
          select "playerId", kind, currency, provider, shard from k
          on conflict do nothing
          returning id, player_id, kind, currency, provider, shard
        )
        select id, player_id as "playerId", kind, currency, provider, shard from created
        union all
        select a.id, a.player_id, a.kind, a.currency, a.provider, a.shard
          from wallet_accounts a
          join k on coalesce(a.player_id, 0) = coalesce(k."playerId", 0) and a.kind = k.kind
               and a.currency = k.currency and a.provider = k.provider and a.shard = k.shard`),
    );
    return new Map(
      rows.map((row) => [
        accountKeyText({
          ...row,
          playerId: row.playerId === null ? null : Number(row.playerId),
          shard: Number(row.shard),
        }),
        Number(row.id),
      ]),
    );
  }

  /** The transfers already written under any of the keys. */
  async applied(executor: Executor, keys: readonly string[]): Promise<Map<string, AppliedTransfer>> {
    const rows = rowsOf<{ id: string | number; idempotency_key: string; fingerprint: string }>(
      await executor.execute(sql`
        select id, idempotency_key, fingerprint from wallet_transfers
         where idempotency_key in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`),
    );
    return new Map(
      rows.map((row) => [row.idempotency_key, { id: Number(row.id), fingerprint: row.fingerprint }]),
    );
  }

  /**
   * Locks the accounts until the transaction ends and reads their balances: the players' rows first, then the
   * house's, each in id order. A stake locks its player before the house row it posts to, so the batch takes its
   * locks in that order too and never waits on a stake in a cycle.
   */
  async lockPlayersThenHouse(
    executor: Executor,
    accountIds: readonly number[],
  ): Promise<Map<number, number>> {
    const rows = rowsOf<{ id: string | number; balance: string | number }>(
      await executor.execute(sql`
        select id, balance from wallet_accounts
         where id in (select jsonb_array_elements_text(${JSON.stringify(accountIds)}::jsonb)::bigint)
         order by player_id is null, id
           for update`),
    );
    return new Map(rows.map((row) => [Number(row.id), Number(row.balance)]));
  }

  /**
   * Writes the batch in one statement: its transfers, their entries (in batch order, so each account's entries
   * chain one balance to the next), one balance update per account by the sum of its entries, and the outbox
   * events, each given its transfer's id. Returns each transfer's id by key.
   */
  async write(
    executor: Executor,
    batch: {
      transfers: readonly BatchTransferRow[];
      entries: readonly BatchEntryRow[];
      deltas: readonly { id: number; delta: number }[];
      events: readonly BatchEventRow[];
      at: Date;
    },
  ): Promise<Map<string, number>> {
    const at = batch.at.toISOString();
    const rows = rowsOf<{ ids: [string, number][] | null }>(
      await executor.execute(sql`
        with t as (
          insert into wallet_transfers (idempotency_key, kind, currency, fingerprint, player_id, metadata, created_at)
          select key, kind, currency, fingerprint, player_id, metadata, ${at}::timestamptz
            from jsonb_to_recordset(${JSON.stringify(batch.transfers)}::jsonb)
              as x(n int, key text, kind text, currency text, fingerprint text, player_id bigint, metadata jsonb)
           order by n
          returning id, idempotency_key
        ), balances as (
          update wallet_accounts a set balance = a.balance + d.delta, updated_at = now()
            from jsonb_to_recordset(${JSON.stringify(batch.deltas)}::jsonb) as d(id bigint, delta bigint)
           where a.id = d.id
        ), e as (
          insert into wallet_entries (transfer_id, account_id, amount, balance_after, created_at)
          select t.id, x.account_id, x.amount, x.balance_after, ${at}::timestamptz
            from jsonb_to_recordset(${JSON.stringify(batch.entries)}::jsonb)
              as x(n int, key text, account_id bigint, amount bigint, balance_after bigint)
            join t on t.idempotency_key = x.key
           order by x.n
        ), ev as (
          insert into outbox_events (type, version, player_id, payload)
          select x.type, x.version, x.player_id, x.payload || jsonb_build_object('transferId', t.id)
            from jsonb_to_recordset(${JSON.stringify(batch.events)}::jsonb)
              as x(n int, key text, type text, version smallint, player_id bigint, payload jsonb)
            join t on t.idempotency_key = x.key
           order by x.n
        )
        select jsonb_agg(jsonb_build_array(idempotency_key, id)) as ids from t`),
    );
    return new Map((rows[0]?.ids ?? []).map(([key, id]) => [key, Number(id)]));
  }
}
