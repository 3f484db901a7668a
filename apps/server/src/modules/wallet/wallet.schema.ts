import type { HoldKind, HoldStatus } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { referencesPlayer } from '../accounts/index.ts';
import type { AccountKind } from './accounts.ts';

/**
 * One account of the ledger: a player's money of one kind in one currency, or a house account (a provider's
 * clearing, game settlement, bonus cost, adjustments) split into shards so concurrent postings of different
 * players do not queue on one row. `balance` is the sum of the account's entries, kept in step by the transfer
 * that writes them; reconciliation proves it. Player accounts can never go negative.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).references(referencesPlayer),
    kind: text('kind').$type<AccountKind>().notNull(),
    currency: text('currency').notNull(),
    /** A house account's sub-key: the payment provider of a clearing account; '' otherwise. */
    provider: text('provider').notNull().default(''),
    shard: smallint('shard').notNull().default(0),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wallet_accounts_key').on(
      sql`coalesce(${table.playerId}, 0)`,
      table.kind,
      table.currency,
      table.provider,
      table.shard,
    ),
    check('wallet_player_balance_not_negative', sql`${table.playerId} is null or ${table.balance} >= 0`),
    check(
      'wallet_account_owner_matches_kind',
      sql`(${table.playerId} is not null) = (${table.kind} in ('real', 'hold', 'bonus'))`,
    ),
  ],
);

/**
 * A movement of money: two or more entries summing to zero (checked by a deferred trigger at commit), under a
 * unique idempotency key. `fingerprint` is a hash of what was asked, so a replay with other content is refused.
 * Append-only: updates and deletes are refused by triggers.
 */
export const walletTransfers = pgTable(
  'wallet_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** The player whose money moved, for their history; null for house-only transfers. */
    playerId: bigint('player_id', { mode: 'number' }),
    metadata: jsonb('metadata').$type<Record<string, string | number | boolean | null>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wallet_transfers_idempotency_key').on(table.idempotencyKey),
    index('wallet_transfers_player').on(table.playerId, table.createdAt),
  ],
);

/** One side of a transfer: a signed amount on one account and the account's balance right after it. */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => walletTransfers.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => walletAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('wallet_entries_transfer').on(table.transferId),
    index('wallet_entries_account').on(table.accountId, table.id),
    check('wallet_entry_not_zero', sql`${table.amount} <> 0`),
  ],
);

/**
 * Money a player has on hold, one row per hold: a withdrawal awaiting payout, a dated balance hold, or parked
 * money. The hold account's balance is the sum of the active rows' amounts (reconciliation checks it).
 * `transferId` is the transfer that set the money aside, shown to the player as the hold's `transactionId`.
 */
export const walletHolds = pgTable(
  'wallet_holds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    currency: text('currency').notNull(),
    kind: text('kind').$type<HoldKind>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => walletTransfers.id),
    holdTill: timestamp('hold_till', { withTimezone: true }),
    status: text('status').$type<HoldStatus>().notNull().default('active'),
    closedByTransferId: bigint('closed_by_transfer_id', { mode: 'number' }).references(
      () => walletTransfers.id,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('wallet_holds_transfer').on(table.transferId),
    index('wallet_holds_player').on(table.playerId, table.status),
    index('wallet_holds_due')
      .on(table.holdTill)
      .where(sql`${table.status} = 'active' and ${table.holdTill} is not null`),
    check('wallet_hold_amount_positive', sql`${table.amount} > 0`),
  ],
);
