import type {
  BrandId,
  CalculationFields,
  Currency,
  DepositBonusRejection,
  GameKind,
} from '@casino/contracts';
import type { BonusTemplateRow } from './bonuses.repository.ts';
import type { AmountsByCurrency, TakenFreeSpins } from './bonuses.schema.ts';

/** A template's amount in a currency, or null where the template sets none. */
export function amountIn(amounts: AmountsByCurrency, currency: Currency): number | null {
  return amounts[currency] ?? null;
}

/**
 * Whether a template is written for a currency: a deposit bonus needs the deposit it asks for in it, the others
 * their amount. A template is offered only in the currencies it has terms for.
 */
function writtenFor(template: BonusTemplateRow, currency: Currency): boolean {
  // A free-spin bonus needs the stake of its spins.
  if (template.kind === 'free_spins') return amountIn(template.freeSpins?.stake ?? {}, currency) !== null;
  const amounts = template.kind === 'deposit' ? template.minDeposit : template.fixedAmount;
  return amountIn(amounts, currency) !== null;
}

/** Whether a template is a friend's gift, one of which a referred player chooses. */
export function isReferralGift(template: BonusTemplateRow): boolean {
  return template.eligibility.referral === true;
}

/**
 * Whether a template is for this player at this moment: active, within its dates, for their brand and their
 * currency (empty lists mean every brand, every currency), and a friend's gift only for a referred player.
 * Balance and deposit history are checked on taking.
 */
export function isAvailable(
  template: BonusTemplateRow,
  player: { brand: BrandId; currency: Currency; referred?: boolean },
  now: Date,
): boolean {
  const { brands, currencies } = template.eligibility;
  return (
    (!isReferralGift(template) || player.referred === true) &&
    template.active &&
    (template.startsAt === null || template.startsAt <= now) &&
    (template.endsAt === null || template.endsAt > now) &&
    (brands.length === 0 || brands.includes(player.brand)) &&
    (currencies.length === 0 || currencies.includes(player.currency)) &&
    writtenFor(template, player.currency)
  );
}

/**
 * Which templates may be taken again: a deposit bonus for the next deposits or any (a reload), once the bonus
 * taken before has closed, one per deposit. A no-deposit bonus and a first-deposit bonus are taken once.
 */
function isRepeatable(template: BonusTemplateRow): boolean {
  return template.kind === 'deposit' && template.depositRule !== 'first';
}

/** Whether the player's earlier takes of a template (none: undefined) keep them from taking it now. */
export function isTaken(
  template: BonusTemplateRow,
  taken: { all: number; live: number } | undefined,
): boolean {
  if (!taken) return false;
  return isRepeatable(template) ? taken.live > 0 : taken.all > 0;
}

/** A deposit bonus's money for a deposit: its percent of the deposit, rounded down, up to the cap. */
export function depositBonusAmount(template: BonusTemplateRow, currency: Currency, deposit: number): number {
  const share = Math.floor((deposit * (template.percent ?? 0)) / 100);
  const cap = amountIn(template.maxAmount, currency);
  return cap === null ? share : Math.min(share, cap);
}

/**
 * Whether a deposit bonus is for a player with this many deposits credited: a first-deposit bonus only before
 * the first, a next-deposit bonus only after it. Other bonuses ask nothing of the deposit history.
 */
export function fitsDepositHistory(template: BonusTemplateRow, creditedDeposits: number): boolean {
  if (template.depositRule === 'first') return creditedDeposits === 0;
  if (template.depositRule === 'next') return creditedDeposits > 0;
  return true;
}

/**
 * Why a deposit does not earn a deposit bonus, or null when it does: the bonus is for the first deposit or the
 * next ones (`creditedBefore` is how many were credited before it), and for an amount within its limits that
 * brings some money.
 */
export function depositMismatch(
  template: BonusTemplateRow,
  currency: Currency,
  deposit: number,
  creditedBefore: number,
): Extract<DepositBonusRejection, 'deposit_rule' | 'deposit_amount'> | null {
  if (!fitsDepositHistory(template, creditedBefore)) return 'deposit_rule';
  const min = amountIn(template.minDeposit, currency);
  const max = amountIn(template.maxDeposit, currency);
  if (min === null || deposit < min || (max !== null && deposit > max)) return 'deposit_amount';
  return depositBonusAmount(template, currency, deposit) > 0 ? null : 'deposit_amount';
}

/**
 * The terms a bonus copies from its template when taken, in its currency: what its wagering counts, how long it
 * stays active, its maximum bet and conversion. An operator's later edit of the template never changes them.
 */
export function copiedTerms(template: BonusTemplateRow, currency: Currency) {
  return {
    contributions: template.contributions,
    validityDays: template.validityDays,
    maxBet: amountIn(template.maxBet, currency),
    maxConversion: amountIn(template.maxConversion, currency),
    freeSpins: takenFreeSpins(template, currency),
    freebet: template.freebet,
  };
}

/** A free-spin template's spins in one currency, with the multiplier of their winnings (null: not free spins). */
function takenFreeSpins(template: BonusTemplateRow, currency: Currency): TakenFreeSpins | null {
  const terms = template.freeSpins;
  const stake = terms ? amountIn(terms.stake, currency) : null;
  if (!terms || stake === null) return null;
  const { rounds, provider, gameSlugs, validityDays } = terms;
  return {
    rounds,
    provider,
    gameSlugs,
    stake,
    validityDays,
    wageringMultiplier: template.wageringMultiplier,
  };
}

/** The stakes a bonus asks before it converts: the multiplier times the bonus (and the deposit, by its base). */
export function wageringRequired(template: BonusTemplateRow, bonusAmount: number, deposit: number): number {
  const base = template.wageringBase === 'bonus_deposit' ? bonusAmount + deposit : bonusAmount;
  return template.wageringMultiplier * base;
}

/** What a deposit of `deposit` would bring with a deposit bonus (the cash desk's `calculationFields`). */
export function calculationFields(
  template: BonusTemplateRow,
  currency: Currency,
  deposit: number,
): CalculationFields {
  const bonusAmount = depositBonusAmount(template, currency, deposit);
  return {
    depositAmount: deposit,
    bonusAmount,
    wageringRequired: wageringRequired(template, bonusAmount, deposit),
    maxConversion: amountIn(template.maxConversion, currency),
  };
}

/**
 * What a stake counts towards wagering: its game kind's contribution, in whole percent, rounded down. A kind the
 * template does not list counts nothing, and so does a stake whose game kind is not known (an event written
 * before stakes carried it).
 */
export function countedStake(
  amount: number,
  contributions: Partial<Record<GameKind, number>>,
  gameKind: GameKind | null,
): number {
  const percent = gameKind === null ? 0 : (contributions[gameKind] ?? 0);
  return Math.floor((amount * percent) / 100);
}
