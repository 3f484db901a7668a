import type {
  BrandId,
  Currency,
  InsurancePayout,
  InsuranceRejection,
  InsuranceStatus,
  LocalizedText,
} from '@casino/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { referencesPlayer } from '../../accounts/index.ts';
import { type AmountsByCurrency, bonusTemplates, playerBonuses } from '../bonuses.schema.ts';

/** Who may opt in to a programme: brands and currencies (empty: all). */
export interface InsuranceEligibility {
  brands: BrandId[];
  currencies: Currency[];
}

/**
 * A deposit insurance programme as an operator configures it: the share of a lost deposit that comes back, the cap,
 * the minimum deposit insured and the balance at or below which a deposit counts as lost (by currency), how long
 * after the deposit's credit the cover lasts, and how it restores (real money, or a bonus of the bonus engine on a
 * template of its own, wagered the programme's multiplier times). The code holds no insurance terms of its own.
 */
export const insurancePrograms = pgTable(
  'insurance_programs',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    percent: integer('percent').notNull(),
    /** The programme is offered only in the currencies all three name. */
    maxAmount: jsonb('max_amount').$type<AmountsByCurrency>().notNull(),
    minDeposit: jsonb('min_deposit').$type<AmountsByCurrency>().notNull(),
    lossThreshold: jsonb('loss_threshold').$type<AmountsByCurrency>().notNull(),
    coverageHours: integer('coverage_hours').notNull(),
    payout: text('payout').$type<InsurancePayout>().notNull(),
    /** The bonus a `bonus` payout grants: its template sets the validity, contributions and maximum bet. */
    bonusTemplateId: integer('bonus_template_id').references(() => bonusTemplates.id),
    /** A bonus payout is wagered this many times its amount; 0 for real money. */
    wageringMultiplier: integer('wagering_multiplier').notNull(),
    eligibility: jsonb('eligibility').$type<InsuranceEligibility>().notNull(),
    /** When several programmes are offered, the highest is the one offered. */
    priority: integer('priority').notNull().default(0),
    active: boolean('active').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('insurance_programs_slug').on(table.slug),
    check('insurance_programs_percent', sql`${table.percent} between 1 and 100`),
    check('insurance_programs_coverage', sql`${table.coverageHours} > 0`),
    check(
      'insurance_programs_payout',
      sql`(${table.payout} = 'real' and ${table.bonusTemplateId} is null and ${table.wageringMultiplier} = 0) or (${table.payout} = 'bonus' and ${table.bonusTemplateId} is not null and ${table.wageringMultiplier} between 0 and 200)`,
    ),
  ],
);

/**
 * A player's insurance of one deposit (statuses: packages/contracts/src/insurance-codes.ts). The terms the player
 * accepted are copied in their currency when they opt in, so an operator's later edit changes only the insurances
 * taken after it. One insurance is live per player and currency (a partial unique index says so); a restore pays
 * once (the row lock and status, and the payout's idempotency key or the bonus's source, named by the insurance).
 */
export const playerInsurances = pgTable(
  'player_insurances',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    programId: integer('program_id')
      .notNull()
      .references(() => insurancePrograms.id),
    currency: text('currency').$type<Currency>().notNull(),
    status: text('status').$type<InsuranceStatus>().notNull(),
    percent: integer('percent').notNull(),
    maxAmount: bigint('max_amount', { mode: 'number' }).notNull(),
    minDeposit: bigint('min_deposit', { mode: 'number' }).notNull(),
    lossThreshold: bigint('loss_threshold', { mode: 'number' }).notNull(),
    coverageHours: integer('coverage_hours').notNull(),
    payout: text('payout').$type<InsurancePayout>().notNull(),
    bonusTemplateId: integer('bonus_template_id').references(() => bonusTemplates.id),
    wageringMultiplier: integer('wagering_multiplier').notNull(),
    /** The deposit insured, once one is credited. */
    paymentId: text('payment_id'),
    depositAmount: bigint('deposit_amount', { mode: 'number' }),
    coveredAt: timestamp('covered_at', { withTimezone: true }),
    coverEndsAt: timestamp('cover_ends_at', { withTimezone: true }),
    restoredAmount: bigint('restored_amount', { mode: 'number' }).notNull().default(0),
    rejectReason: text('reject_reason').$type<InsuranceRejection>(),
    /** The ledger transfer of a real-money restore, or the bonus a bonus restore granted. */
    payoutTransferId: bigint('payout_transfer_id', { mode: 'number' }),
    playerBonusId: bigint('player_bonus_id', { mode: 'number' }).references(() => playerBonuses.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When the player saw the outcome (restored, rejected, expired): the RiskBonusPopup stops showing it. */
    informedAt: timestamp('informed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('player_insurances_one_live')
      .on(table.playerId, table.currency)
      .where(sql`${table.status} in ('active', 'covering')`),
    // The expiry job: covering insurances by the end of their window.
    index('player_insurances_due').on(table.coverEndsAt).where(sql`${table.status} = 'covering'`),
    index('player_insurances_player').on(table.playerId, table.status),
    check(
      'player_insurances_amounts',
      sql`${table.restoredAmount} >= 0 and ${table.maxAmount} >= 0 and ${table.minDeposit} >= 0 and ${table.lossThreshold} >= 0`,
    ),
  ],
);
