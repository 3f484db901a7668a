import type {
  BonusCategory,
  BonusKind,
  BonusOutcome,
  BonusStatus,
  BrandId,
  Currency,
  DepositRule,
  FreebetTerms,
  GameKind,
  LocalizedText,
  WageringBase,
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
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { referencesPlayer } from '../accounts/index.ts';

/**
 * How a player's bonus was taken: an offer, a promo code, a deposit, a landing, the birthday, the day, a cashback
 * paid as a bonus, a lost insured deposit restored as one, or a personal offer accepted (`personal_offer`, its
 * `source_ref` the offer: `offer-{id}`).
 */
export type BonusSource =
  | 'offer'
  | 'promo_code'
  | 'deposit'
  | 'landing'
  | 'birthday'
  | 'daily'
  | 'cashback'
  | 'insurance'
  | 'personal_offer';

/** Amounts by currency, in minor units: a template's terms are written for each currency it is offered in. */
export type AmountsByCurrency = Partial<Record<Currency, number>>;

/** Who may take a bonus: brands and currencies (empty: all), and the balance and deposit history it needs. */
export interface BonusEligibility {
  brands: BrandId[];
  currencies: Currency[];
  /** Above this balance (real money, by currency) the bonus cannot be activated: the balance-limit modal. */
  maxBalanceForActivation: AmountsByCurrency;
  /** The bonus needs a deposit within this many days (null: no such rule): the deposit-required popup. */
  daysSinceLastDeposit: number | null;
  /**
   * A friend's gift: offered only to a player who registered with a referral code (`invited_by`), who chooses one
   * of these bonuses (`POST /rest/referrals/choose-bonus/`); absent: offered to everyone eligible.
   */
  referral?: boolean;
}

/**
 * A free-spin bonus's spins as an operator configures them: how many, on which games (catalogue slugs of one
 * provider), the stake of each by currency, and how many days the player has to play them once given.
 */
export interface FreeSpinTerms {
  rounds: number;
  provider: string;
  gameSlugs: string[];
  stake: AmountsByCurrency;
  validityDays: number;
}

/**
 * A taken free-spin bonus's own copy of its spins' terms in its currency, and the multiplier its winnings are
 * wagered by: an operator's later edit of the template changes neither.
 */
export interface TakenFreeSpins {
  rounds: number;
  provider: string;
  gameSlugs: string[];
  stake: number;
  validityDays: number;
  wageringMultiplier: number;
}

/**
 * A bonus as an operator configures it (decision 027): what it gives, the wagering it asks and who may take it.
 * Operators edit these rows (the back office gives them screens); the code holds no bonus terms of its own.
 */
export const bonusTemplates = pgTable(
  'bonus_templates',
  {
    id: serial('id').primaryKey(),
    /** A stable name for seeds and operators (`welcome-100`). */
    slug: text('slug').notNull(),
    kind: text('kind').$type<BonusKind>().notNull(),
    category: text('category').$type<BonusCategory>().notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    /** The spec's `params.cardType`: how the bonus card is drawn. */
    cardType: text('card_type').notNull(),
    externalId: text('external_id'),
    /** Stored upper-case; a code is matched whatever case the player types. */
    promoCode: text('promo_code'),
    /** Offered on the bonuses page to whoever is eligible; a code-only bonus is not. */
    listed: boolean('listed').notNull(),
    percent: integer('percent'),
    maxAmount: jsonb('max_amount').$type<AmountsByCurrency>().notNull(),
    fixedAmount: jsonb('fixed_amount').$type<AmountsByCurrency>().notNull(),
    /** The deposit a deposit bonus needs (`depositSumLimits`, `amount_min`). */
    minDeposit: jsonb('min_deposit').$type<AmountsByCurrency>().notNull(),
    maxDeposit: jsonb('max_deposit').$type<AmountsByCurrency>().notNull(),
    depositRule: text('deposit_rule').$type<DepositRule>(),
    wageringMultiplier: integer('wagering_multiplier').notNull(),
    wageringBase: text('wagering_base').$type<WageringBase>().notNull(),
    contributions: jsonb('contributions').$type<Partial<Record<GameKind, number>>>().notNull(),
    maxBet: jsonb('max_bet').$type<AmountsByCurrency>().notNull(),
    maxConversion: jsonb('max_conversion').$type<AmountsByCurrency>().notNull(),
    validityDays: integer('validity_days').notNull(),
    /** A free-spin bonus's spins (null for other kinds); its wagering multiplier applies to what they win. */
    freeSpins: jsonb('free_spins').$type<FreeSpinTerms>(),
    /** A free bet's terms (null for other kinds): its amount is the bonus's, fixed or a share of a deposit. */
    freebet: jsonb('freebet').$type<FreebetTerms>(),
    eligibility: jsonb('eligibility').$type<BonusEligibility>().notNull(),
    /** Offered from and until (null: open-ended). */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    active: boolean('active').notNull(),
    /** Higher first on the page and in the cash desk's choice. */
    priority: integer('priority').notNull().default(0),
    /**
     * The time zone a birthday or daily bonus counts its days in (IANA, `Europe/Kyiv`): a daily bonus is one per
     * calendar day there, a birthday is the birth date's day there. Null for the other kinds.
     */
    timeZone: text('time_zone'),
    /** A birthday bonus may be taken this many days before and after the birthday (0: on the day only). */
    birthdayWindowDays: integer('birthday_window_days'),
    /**
     * A deposit bonus a deposit made without choosing it may still take for this many minutes, while the deposit
     * is not played (AllowedWithDepBonus); null: only when chosen with the deposit.
     */
    claimAfterDepositMinutes: integer('claim_after_deposit_minutes'),
    /** The template's place in the welcome chain (1 first); null: not a step of it. */
    welcomeStep: integer('welcome_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('bonus_templates_slug').on(table.slug),
    uniqueIndex('bonus_templates_promo_code').on(table.promoCode).where(sql`${table.promoCode} is not null`),
    check('bonus_templates_percent', sql`${table.percent} is null or ${table.percent} between 1 and 1000`),
    check('bonus_templates_wagering', sql`${table.wageringMultiplier} between 0 and 200`),
    check('bonus_templates_validity', sql`${table.validityDays} > 0`),
    check(
      'bonus_templates_birthday_window',
      sql`${table.birthdayWindowDays} is null or ${table.birthdayWindowDays} between 0 and 31`,
    ),
    check(
      'bonus_templates_claim_after_deposit',
      sql`${table.claimAfterDepositMinutes} is null or ${table.claimAfterDepositMinutes} between 1 and 1440`,
    ),
    check('bonus_templates_welcome_step', sql`${table.welcomeStep} is null or ${table.welcomeStep} > 0`),
  ],
);

/**
 * A player's own bonus: its state, the money granted, the wagering asked and done, and how it ended. Every
 * amount here is also a ledger movement (grant, conversion, forfeit); this row is the bonus's account of them.
 * `source` and `source_ref` make a grant happen once: one bonus per deposit, per promo code use, per offer taken.
 */
export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    templateId: integer('template_id')
      .notNull()
      .references(() => bonusTemplates.id),
    currency: text('currency').$type<Currency>().notNull(),
    status: text('status').$type<BonusStatus>().notNull(),
    /**
     * How it was taken; `source_ref` names the take: `take-N` for an offer, a code or a landing, the deposit's
     * payment, the birthday's year (`2026`) or the daily bonus's local day (`2026-11-26`), so each is taken once.
     */
    source: text('source').$type<BonusSource>().notNull(),
    sourceRef: text('source_ref').notNull(),
    /** The deposit that earned a deposit bonus (its payment id). */
    paymentId: text('payment_id'),
    depositAmount: bigint('deposit_amount', { mode: 'number' }).notNull().default(0),
    /** Bonus money granted; 0 until granted. */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    wageringRequired: bigint('wagering_required', { mode: 'number' }).notNull().default(0),
    wagered: bigint('wagered', { mode: 'number' }).notNull().default(0),
    /** The terms in force for this bonus, copied from its template when taken: an edit never changes a taken bonus. */
    maxBet: bigint('max_bet', { mode: 'number' }),
    maxConversion: bigint('max_conversion', { mode: 'number' }),
    contributions: jsonb('contributions').$type<Partial<Record<GameKind, number>>>().notNull(),
    validityDays: integer('validity_days').notNull(),
    /** A free-spin bonus's spins and the wagering of their winnings, as they were when it was taken. */
    freeSpins: jsonb('free_spins').$type<TakenFreeSpins>(),
    /**
     * A free bet's terms as they were when it was taken (null for other kinds). A free bet puts no money on the
     * bonus balance: it is never the active bonus, never queued, and any number of them may be live at once.
     */
    freebet: jsonb('freebet').$type<FreebetTerms>(),
    /**
     * The ledger transfer that put its money on the bonus balance when it was activated (null until then). Only
     * stakes with a later transfer count towards its wagering: a stake and a grant both lock the player's bonus
     * balance before their transfer takes its id, so the ids are in the order the two happened, and a stake made
     * before the bonus was active (relayed late) counts nothing.
     */
    grantTransferId: bigint('grant_transfer_id', { mode: 'number' }),
    outcome: text('outcome').$type<BonusOutcome>(),
    convertedAmount: bigint('converted_amount', { mode: 'number' }).notNull().default(0),
    forfeitedAmount: bigint('forfeited_amount', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('player_bonuses_source').on(table.playerId, table.templateId, table.source, table.sourceRef),
    index('player_bonuses_player_status').on(table.playerId, table.status),
    // At most one bonus active (money on the bonus balance) per player and currency; free bets have none.
    uniqueIndex('player_bonuses_one_active')
      .on(table.playerId, table.currency)
      .where(sql`${table.status} in ('applied', 'rollover') and ${table.freebet} is null`),
    // The expiry sweep: live bonuses by their end.
    index('player_bonuses_expiry')
      .on(table.expiresAt)
      .where(sql`${table.status} in ('sleeping', 'waiting', 'applied', 'rollover')`),
    check(
      'player_bonuses_amounts',
      sql`${table.amount} >= 0 and ${table.wagered} >= 0 and ${table.wageringRequired} >= 0 and ${table.convertedAmount} >= 0 and ${table.forfeitedAmount} >= 0`,
    ),
  ],
);

/**
 * Each stake counted towards a bonus's wagering, once: by the ledger transfer that took it. Replayed events find
 * their row and count nothing; a rolled-back round's rows are taken off again. `wagered` is the sum of `counted`.
 */
export const bonusWageringStakes = pgTable(
  'bonus_wagering_stakes',
  {
    playerBonusId: bigint('player_bonus_id', { mode: 'number' })
      .notNull()
      .references(() => playerBonuses.id),
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    provider: text('provider').notNull(),
    roundId: text('round_id').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    /** The stake times the game kind's contribution, rounded down. */
    counted: bigint('counted', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.playerBonusId, table.transferId] }),
    index('bonus_wagering_stakes_round').on(table.provider, table.roundId),
  ],
);

/** Offers a player asked not to see again (spec: `POST /rest/bonus/{id}/hide/`). */
export const hiddenBonuses = pgTable(
  'hidden_bonuses',
  {
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    templateId: integer('template_id')
      .notNull()
      .references(() => bonusTemplates.id),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.templateId] })],
);

/**
 * A birthday bonus the player declined for one year (`period` is the birthday's year): not offered again until the
 * next birthday.
 */
export const declinedBonuses = pgTable(
  'declined_bonuses',
  {
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    templateId: integer('template_id')
      .notNull()
      .references(() => bonusTemplates.id),
    period: text('period').notNull(),
    declinedAt: timestamp('declined_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.templateId, table.period] })],
);
