import type { CompetitionMode, Currency, Language } from '@casino/contracts';
import { formatMoney, numberFormat } from '@casino/i18n';

/**
 * Points as the player reads them: money staked or won in the competition's currency (`bets`, `wins`), or the
 * best multipliers summed, kept in hundredths (`wins_extended`: 1250 is ×12.50).
 */
export function formatPoints(
  points: number,
  mode: CompetitionMode,
  currency: Currency,
  lang: Language,
): string {
  if (mode !== 'wins_extended') return formatMoney(points, currency, lang);
  const multiplier = numberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `×${multiplier.format(points / 100)}`;
}

/** A single round's multiplier, kept in hundredths, as a threshold reads: 100000 is ×1,000, 1250 is ×12.5. */
export function formatMultiplier(hundredths: number, lang: Language): string {
  return `×${numberFormat(lang, { maximumFractionDigits: 2 }).format(hundredths / 100)}`;
}
