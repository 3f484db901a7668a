import {
  type CompetitionAlert,
  type CompetitionState,
  type Currency,
  SOON_COMPETITION_THRESHOLD_MS,
} from '@casino/contracts';
import type { CompetitionRow, CurrencyRates } from './competitions.schema.ts';

/** What the scoring rules read of a competition. */
export type ScoringRules = Pick<
  CompetitionRow,
  'mode' | 'currency' | 'rates' | 'currencies' | 'minBet' | 'maxBet' | 'countsBonusMoney'
>;

/** Tournament state from the dates (spec section 4): soon before the start, closed after the end, else active. */
export function competitionState(
  row: Pick<CompetitionRow, 'startsAt' | 'endsAt'>,
  now: Date,
): CompetitionState {
  if (now < row.startsAt) return 'soon';
  return now >= row.endsAt ? 'closed' : 'active';
}

/** Whether a soon competition starts within a day (spec: "a soon tournament with under 1 day to go"). */
export function startsWithinADay(row: Pick<CompetitionRow, 'startsAt'>, now: Date): boolean {
  const left = row.startsAt.getTime() - now.getTime();
  return left > 0 && left <= SOON_COMPETITION_THRESHOLD_MS;
}

/** Whether a player of this currency may take part: listed (or none listed) and convertible. */
export function takesCurrency(
  rules: Pick<ScoringRules, 'currency' | 'rates' | 'currencies'>,
  currency: Currency,
): boolean {
  const listed = rules.currencies.length === 0 || rules.currencies.includes(currency);
  return listed && (currency === rules.currency || rules.rates[currency] !== undefined);
}

type Rates = { currency: Currency; rates: CurrencyRates };

/** The fixed rate from a player's currency to the competition's (one to one in its own currency). */
function rateOf(currency: Currency, rules: Rates): { num: bigint; den: bigint } {
  if (currency === rules.currency) return { num: 1n, den: 1n };
  const rate = rules.rates[currency];
  if (!rate) throw new Error(`no rate from ${currency} to ${rules.currency}`);
  return { num: BigInt(rate.num), den: BigInt(rate.den) };
}

/**
 * An amount of the player's currency in the competition's, by the competition's fixed table, rounded down (exact
 * integer arithmetic: amounts and rates are whole numbers).
 */
export function convert(amount: number, currency: Currency, rules: Rates): number {
  const { num, den } = rateOf(currency, rules);
  return Number((BigInt(amount) * num) / den);
}

/** The other way: an amount of the competition's currency in the player's (a money prize paid to them). */
export function convertBack(amount: number, currency: Currency, rules: Rates): number {
  const { num, den } = rateOf(currency, rules);
  return Number((BigInt(amount) * den) / num);
}

/** A stake as the rules judge it: the whole of it and the part of bonus money, in the player's currency. */
export interface StakeFacts {
  amount: number;
  bonus: number;
  currency: Currency;
}

/** Why a stake scores less than its size, or nothing: the alert the player is told (spec section 4's alerts). */
export function stakeAlert(rules: ScoringRules, stake: StakeFacts): CompetitionAlert | null {
  const whole = convert(stake.amount, stake.currency, rules);
  if (whole < rules.minBet) return 'min-alert';
  if (!rules.countsBonusMoney && stake.bonus > 0) return 'non-tournament-bonus-alert';
  if (rules.maxBet !== null && whole > rules.maxBet) return 'max-alert';
  return null;
}

/**
 * What a stake scores in a `bets` competition: its money in the competition's currency, only the real part when
 * bonus money does not count, up to the maximum bet; nothing under the minimum bet (so a stake split into tiny bets
 * scores nothing).
 */
export function betPoints(rules: ScoringRules, stake: StakeFacts): number {
  const whole = convert(stake.amount, stake.currency, rules);
  if (whole < rules.minBet || whole === 0) return 0;
  const counted = rules.countsBonusMoney ? whole : convert(stake.amount - stake.bonus, stake.currency, rules);
  return rules.maxBet === null ? counted : Math.min(counted, rules.maxBet);
}

/** A closed round as the wins modes judge it. */
export interface RoundFacts extends StakeFacts {
  win: number;
}

/** A round's win multiplier in hundredths (×12.5 is 1250); nothing for a round with no stake. */
export function multiplierOf(round: Pick<RoundFacts, 'amount' | 'win'>): number {
  return round.amount <= 0 ? 0 : Number((BigInt(round.win) * 100n) / BigInt(round.amount));
}

/**
 * What a closed round scores in a `wins` or `wins_extended` competition. `wins`: the win in the competition's
 * currency, in proportion to the real part of the stake when bonus money does not count, and to the maximum bet
 * when the stake went over it. `wins_extended`: the round's multiplier (a round staked with bonus money scores
 * nothing when bonus money does not count). A round under the minimum bet scores nothing.
 */
export function roundPoints(rules: ScoringRules, round: RoundFacts): number {
  const whole = convert(round.amount, round.currency, rules);
  if (round.amount <= 0 || whole < rules.minBet || round.win <= 0) return 0;
  if (rules.mode === 'wins_extended') {
    return !rules.countsBonusMoney && round.bonus > 0 ? 0 : multiplierOf(round);
  }
  let points = BigInt(convert(round.win, round.currency, rules));
  if (!rules.countsBonusMoney) points = (points * BigInt(round.amount - round.bonus)) / BigInt(round.amount);
  if (rules.maxBet !== null && whole > rules.maxBet) points = (points * BigInt(rules.maxBet)) / BigInt(whole);
  return Number(points);
}
