/**
 * 215 -> '2.15': decimal odds (integer hundredths, as the server keeps them) with two places, as betting slips
 * write them in every language. Shared: the sportsbook's prices and a free bet's minimum odds on the bonuses page.
 */
export function formatOdds(odds: number): string {
  const whole = Math.floor(odds / 100);
  return `${whole}.${String(odds % 100).padStart(2, '0')}`;
}
