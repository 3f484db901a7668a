import type { GameCard } from '@casino/contracts';

/** A row that has at least this many games of its own shows only those: enough to fill a phone's slider and more. */
export const MIN_OWN_GAMES = 6;

/**
 * A home row's games given the rows above it: games an earlier row shows already are dropped when the row has
 * enough of its own, and otherwise moved behind its own, so a small catalogue's rows do not open on the same tiles.
 * (Whatever an earlier row does with its repeats, every game it lists is on the page above.)
 */
export function arrangeRow(
  row: readonly GameCard[],
  earlierRows: readonly (readonly GameCard[])[],
): GameCard[] {
  const shown = new Set(earlierRows.flatMap((earlier) => earlier.map((game) => game.id)));
  const own = row.filter((game) => !shown.has(game.id));
  if (own.length >= MIN_OWN_GAMES) return own;
  return [...own, ...row.filter((game) => shown.has(game.id))];
}
