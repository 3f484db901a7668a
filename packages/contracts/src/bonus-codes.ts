/**
 * A player's bonus through its life (spec section 3 lists the live ones): `init` chosen for a deposit not yet
 * credited; `sleeping` granted and waiting for the player to activate it; `waiting` in the queue behind the
 * active money bonus; `applied` active, its money on the bonus balance, nothing staked yet; `rollover` being
 * wagered; then one of the closed states `completed` (wagered through, or spent to nothing), `canceled` (by the
 * player or an operator) and `expired` (its time ran out).
 */
export const BONUS_STATUSES = [
  'init',
  'sleeping',
  'waiting',
  'applied',
  'rollover',
  'completed',
  'canceled',
  'expired',
] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/** The states in which a bonus's money is on the player's bonus balance and stakes count towards it. */
export const ACTIVE_BONUS_STATUSES = ['applied', 'rollover'] as const satisfies readonly BonusStatus[];
/** The states a bonus ends in; no movement happens after them. */
export const CLOSED_BONUS_STATUSES = [
  'completed',
  'canceled',
  'expired',
] as const satisfies readonly BonusStatus[];

/**
 * The kinds of bonus the engine grants: a percentage of a deposit (`deposit`, the spec's cash bonus) and a fixed
 * amount without a deposit (`no_deposit`, also what promo codes, offers and landings give), a fixed amount once a
 * year around the player's birthday (`birthday`) and once a day (`daily`). Free spins, cashback and insurance join
 * this list as kinds of their own, and so does the sportsbook's free bet (`freebet`): a stake the house pays, whose
 * winnings without the stake are the player's.
 */
export const BONUS_KINDS = [
  'deposit',
  'no_deposit',
  'birthday',
  'daily',
  'free_spins',
  'cashback',
  'insurance',
  'freebet',
] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

/** The spec's bonus categories: casino bonuses, sport bonuses (the sportsbook's) and partner bonuses. */
export const BONUS_CATEGORIES = ['casino', 'sport', 'gambling_partners'] as const;
export type BonusCategory = (typeof BONUS_CATEGORIES)[number];

/** What the wagering requirement multiplies: the bonus alone, or the bonus and the deposit that earned it. */
export const WAGERING_BASES = ['bonus', 'bonus_deposit'] as const;
export type WageringBase = (typeof WAGERING_BASES)[number];

/** How a closed bonus ended for the player's money: converted to real money, spent to nothing, or forfeited. */
export const BONUS_OUTCOMES = ['converted', 'lost', 'forfeited'] as const;
export type BonusOutcome = (typeof BONUS_OUTCOMES)[number];

/** Which balance a stake takes first while a bonus is active: a jurisdiction's rule (decision 027). */
export const STAKE_ORDERS = ['real_first', 'bonus_first'] as const;
export type StakeOrder = (typeof STAKE_ORDERS)[number];

/** Which deposits a deposit bonus is for: the first, any after the first, or any. */
export const DEPOSIT_RULES = ['first', 'next', 'any'] as const;
export type DepositRule = (typeof DEPOSIT_RULES)[number];

/**
 * Why a deposit did not earn the bonus chosen with it: the bonus is unknown or no longer offered to the player
 * (`not_available`), was taken already, is not for this deposit (first or next, `deposit_rule`), or the amount is
 * outside its limits (`deposit_amount`).
 */
export const DEPOSIT_BONUS_REJECTIONS = [
  'not_available',
  'already_taken',
  'deposit_rule',
  'deposit_amount',
] as const;
export type DepositBonusRejection = (typeof DEPOSIT_BONUS_REJECTIONS)[number];
