import { bigint, date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * The ledger summed by Kyiv day: for each brand, currency, transfer kind, player account kind (real or bonus) and
 * game, the sum of the entries on players' accounts and their number. Written only by the rollup from the
 * entries themselves (never from counters), so it can be dropped and rebuilt; the reports read it with the entries
 * the rollup has not reached yet.
 */
export const ledgerDailyTotals = pgTable(
  'ledger_daily_totals',
  {
    day: date('day').notNull(),
    brand: text('brand').notNull(),
    currency: text('currency').notNull(),
    transferKind: text('transfer_kind').notNull(),
    accountKind: text('account_kind').notNull(),
    /** The game of a game transfer; '' for the others. */
    gameSlug: text('game_slug').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    entries: integer('entries').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [
        table.day,
        table.brand,
        table.currency,
        table.transferKind,
        table.accountKind,
        table.gameSlug,
      ],
    }),
  ],
);

/** Each player who staked on a Kyiv day, once: the day's active players are counted from these. */
export const ledgerActivePlayerDays = pgTable(
  'ledger_active_player_days',
  {
    day: date('day').notNull(),
    brand: text('brand').notNull(),
    currency: text('currency').notNull(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.brand, table.currency, table.playerId] })],
);

/** How far the rollup has read the entries: one row, the last entry id it has summed. */
export const ledgerRollupCursor = pgTable('ledger_rollup_cursor', {
  id: smallint('id').primaryKey(),
  lastEntryId: bigint('last_entry_id', { mode: 'number' }).notNull(),
});
