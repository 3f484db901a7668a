import type { Currency, SportWinFeedEntry, SportWinFeedSettings } from '@casino/contracts';

/** Decimal odds as hundredths, the server's measure, so a minimum of 3.00 takes a win at exactly 3.00. */
function hundredths(odds: number): number {
  return Math.round(odds * 100);
}

/**
 * Spec section 4, the server's rule: a win is shown if its odds reach the minimum for its kind of bet, or its
 * amount the minimum win for its kind. The minimum wins are in the viewer's currency (`currency`); a win in
 * another currency cannot be measured against them, and the server let it through by its own currency's minimum.
 */
export function qualifies(
  win: SportWinFeedEntry,
  settings: SportWinFeedSettings,
  currency: Currency,
): boolean {
  const single = win.betType === 'single';
  const minOdds = single ? settings.viewMinCoefficientSingle : settings.viewMinCoefficientMulti;
  const minWin = single ? settings.viewMinWinSingle : settings.viewMinWinMulti;
  if (hundredths(win.coefficient) >= hundredths(minOdds)) return true;
  return win.currency !== currency || win.winAmount >= minWin;
}
