import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who runs the sweeps (decision 024): one row per lease, held by one job node until `expires_at` (the database's
 * clock) unless it renews it first. A node that stops or dies lets it lapse; any other job node then takes it.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  /** The holding node's id for this run of it. */
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
