/**
 * Prices as the player chose to read them. A price is an integer in hundredths of decimal odds (215 is 2.15), so
 * every writing here is exact integer arithmetic. Every price the site shows (the sportsbook's, a free bet's
 * minimum odds on the bonuses page) is written through `formatOdds`, in the player's format.
 */
import { formatOdds as formatDecimalOdds } from '@casino/contracts';

/** Decimal is the default (the contracts' writing, shared with the console); fractional and American on request. */
export const ODDS_FORMATS = ['decimal', 'fractional', 'american'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];
export const DEFAULT_ODDS_FORMAT: OddsFormat = 'decimal';

export function isOddsFormat(value: unknown): value is OddsFormat {
  return ODDS_FORMATS.some((format) => format === value);
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/**
 * The winnings per unit staked as a reduced fraction: 2.50 is 3/2, 2.00 evens (1/1), 1.50 1/2. A price in
 * hundredths is exactly (odds − 100)/100, so where a bookmaker's usual fraction is exact (6/4 is 2.50) its reduced
 * form is what shows; a price no such fraction writes exactly (1.33) is not rounded to one (1/3 would be 1.333…).
 */
export function fractionalOdds(odds: number): string {
  const winnings = odds - 100;
  const divisor = greatestCommonDivisor(winnings, 100);
  return `${winnings / divisor}/${100 / divisor}`;
}

/**
 * American odds: from evens up, the win on a 100 stake (+150 for 2.50, +100 for 2.00); below, the stake that wins
 * 100 (−200 for 1.50, with a true minus sign as handicaps have), rounded to the nearest whole number, halves away
 * from zero, as bookmakers write it.
 */
export function americanOdds(odds: number): string {
  const winnings = odds - 100;
  if (winnings >= 100) return `+${winnings}`;
  // 10,000 / winnings to the nearest integer, in integers: floor((20,000 + winnings) / (2 × winnings)).
  return `−${Math.floor((20_000 + winnings) / (2 * winnings))}`;
}

export function formatOdds(odds: number, format: OddsFormat = DEFAULT_ODDS_FORMAT): string {
  if (format === 'fractional') return fractionalOdds(odds);
  if (format === 'american') return americanOdds(odds);
  return formatDecimalOdds(odds);
}
