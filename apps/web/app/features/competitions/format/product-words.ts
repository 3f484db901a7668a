import { COMPETITION_MODES, type CompetitionProduct } from '@casino/contracts';

/**
 * The messages whose words depend on what a competition counts: rounds of the casino's games, or bets on matches
 * (how it scores, how one gets on the board, what the board counts besides points, an empty list).
 */
export const PRODUCT_WORDS = [
  ...COMPETITION_MODES.flatMap((mode) => [`modes.${mode}.short`, `modes.${mode}.text`] as const),
  'rules.autoText',
  'rules.datesText',
  'position.notJoined',
  'position.notScored',
  'position.rounds',
  'board.rounds',
  'empty.title',
  'empty.text',
] as const;

export type ProductWord = (typeof PRODUCT_WORDS)[number];

/** A message's key for a competition's product: the casino's are the namespace's own, sports' under `sports`. */
export function productWord(product: CompetitionProduct, word: ProductWord): string {
  return product === 'sports' ? `competitions.sports.${word}` : `competitions.${word}`;
}
