import type { AdjustmentReasonCode, AdjustmentStatus } from '@casino/contracts/backoffice';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { referencesPlayer } from '../../accounts/index.ts';

/**
 * Manual balance adjustments: who asked, why, who approved (four-eyes above the threshold) and the ledger transfer
 * that moved the money. The same operator can never both ask for and approve one.
 */
export const ledgerAdjustments = pgTable(
  'ledger_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The console's id of the request: asking twice with it returns the first adjustment. */
    requestId: uuid('request_id').notNull(),
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    direction: text('direction').$type<'credit' | 'debit'>().notNull(),
    /** Minor units, always positive: the direction says which way. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    reasonCode: text('reason_code').$type<AdjustmentReasonCode>().notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<AdjustmentStatus>().notNull(),
    requestedBy: text('requested_by').notNull(),
    decidedBy: text('decided_by'),
    decisionReason: text('decision_reason'),
    transferId: bigint('transfer_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('ledger_adjustments_request').on(table.requestedBy, table.requestId),
    index('ledger_adjustments_status').on(table.status, table.createdAt),
    index('ledger_adjustments_player').on(table.playerId, table.createdAt),
    check('ledger_adjustments_amount_positive', sql`${table.amount} > 0`),
    check('ledger_adjustments_direction', sql`${table.direction} in ('credit', 'debit')`),
    check('ledger_adjustments_status', sql`${table.status} in ('pending', 'applied', 'rejected')`),
    check(
      'ledger_adjustments_four_eyes',
      sql`${table.decidedBy} is null or ${table.decidedBy} <> ${table.requestedBy}`,
    ),
  ],
);
export type LedgerAdjustmentRow = typeof ledgerAdjustments.$inferSelect;
