import type {
  BrandId,
  CashbackPayout,
  CashbackStatus,
  Currency,
  GameKind,
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

/** Who may choose a programme: brands and currencies (empty: all). */
export interface CashbackEligibility {
  brands: BrandId[];
  currencies: Currency[];
}

/**
 * A cashback programme as an operator configures it: the share of a period's net loss paid back, the period, the
 * minimum loss and the cap by currency, the games that count, and how it pays (real money, or a bonus of the
 * bonus engine granted on a template of its own and wagered the programme's multiplier times). The code holds no
 * cashback terms of its own.
 */
export const cashbackPrograms = pgTable(
  'cashback_programs',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    percent: integer('percent').notNull(),
    /** Periods are this many days long and end at `closes_weekday` (0 Sunday … 6 Saturday) and `closes_hour`, UTC. */
    periodDays: integer('period_days').notNull(),
    closesWeekday: integer('closes_weekday').notNull(),
    closesHour: integer('closes_hour').notNull(),
    /** A period's net loss under this pays nothing; the programme is offered only in currencies it names. */
    minNetLoss: jsonb('min_net_loss').$type<AmountsByCurrency>().notNull(),
    maxAmount: jsonb('max_amount').$type<AmountsByCurrency>().notNull(),
    /** The game kinds whose play counts; empty: every kind. */
    gameKinds: jsonb('game_kinds').$type<GameKind[]>().notNull(),
    payout: text('payout').$type<CashbackPayout>().notNull(),
    /** The bonus a `bonus` payout grants: its template sets the validity, contributions and maximum bet. */
    bonusTemplateId: integer('bonus_template_id').references(() => bonusTemplates.id),
    /** A bonus payout is wagered this many times its amount; 0 for real money. */
    wageringMultiplier: integer('wagering_multiplier').notNull(),
    eligibility: jsonb('eligibility').$type<CashbackEligibility>().notNull(),
    /** When several programmes are offered, the highest is the one suggested (`/rest/cashback/priority/`). */
    priority: integer('priority').notNull().default(0),
    active: boolean('active').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('cashback_programs_slug').on(table.slug),
    check('cashback_programs_percent', sql`${table.percent} between 1 and 100`),
    check(
      'cashback_programs_period',
      sql`${table.periodDays} > 0 and ${table.closesWeekday} between 0 and 6 and ${table.closesHour} between 0 and 23`,
    ),
    check(
      'cashback_programs_payout',
      sql`(${table.payout} = 'real' and ${table.bonusTemplateId} is null and ${table.wageringMultiplier} = 0) or (${table.payout} = 'bonus' and ${table.bonusTemplateId} is not null and ${table.wageringMultiplier} between 0 and 200)`,
    ),
  ],
);

/**
 * A player's cashback of one programme and one period: accruing (`active`), closed with its net loss and amount
 * worked out once from the ledger (`completed`, or `closed` with nothing to pay), then collected (`payed`, with
 * the transfer or the bonus that paid it). One period of a programme is one row; one row is active per player.
 */
export const playerCashbacks = pgTable(
  'player_cashbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    programId: integer('program_id')
      .notNull()
      .references(() => cashbackPrograms.id),
    currency: text('currency').$type<Currency>().notNull(),
    status: text('status').$type<Exclude<CashbackStatus, 'custom'>>().notNull(),
    /** What the period counts: from when it was chosen (or the previous period ended) to the period's end. */
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    netLoss: bigint('net_loss', { mode: 'number' }).notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The ledger transfer of a real-money payout, or the bonus a bonus payout granted. */
    payoutTransferId: bigint('payout_transfer_id', { mode: 'number' }),
    playerBonusId: bigint('player_bonus_id', { mode: 'number' }).references(() => playerBonuses.id),
  },
  (table) => [
    uniqueIndex('player_cashbacks_period').on(table.playerId, table.programId, table.periodEnd),
    uniqueIndex('player_cashbacks_one_active').on(table.playerId).where(sql`${table.status} = 'active'`),
    // The closing job: active periods by their end.
    index('player_cashbacks_due').on(table.periodEnd).where(sql`${table.status} = 'active'`),
    index('player_cashbacks_player').on(table.playerId, table.status),
    check('player_cashbacks_amount', sql`${table.amount} >= 0`),
  ],
);
