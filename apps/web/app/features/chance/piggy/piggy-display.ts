import { PIGGY_BANK_DISPLAY_DELAY_MS, type PiggyBank } from '@casino/contracts';

/**
 * What the piggy bank shows (spec section 4): right after a top-up message, the previous amount; once the display
 * delay has passed, the new one. `sinceTopUpMs` is how long ago the top-up message came (null: none while open).
 */
export function piggyDisplayAmount(
  piggy: Pick<PiggyBank, 'moneyBoxAmount' | 'delayedAmount'>,
  sinceTopUpMs: number | null,
): number {
  if (sinceTopUpMs === null || sinceTopUpMs >= PIGGY_BANK_DISPLAY_DELAY_MS) return piggy.moneyBoxAmount;
  return Math.max(piggy.moneyBoxAmount - piggy.delayedAmount, 0);
}

/** How full the piggy bank is, in whole per cent of its maximum (0-100). */
export function piggyFillPercent(piggy: Pick<PiggyBank, 'maxAmount'>, amount: number): number {
  if (piggy.maxAmount <= 0) return 0;
  return Math.min(Math.floor((amount * 100) / piggy.maxAmount), 100);
}

/** A game's name from its slug, for the list of games that fill the piggy bank ("book-of-sevens": "Book of Sevens"). */
export function gameNameOfSlug(slug: string): string {
  return slug
    .split('-')
    .map((word, index) =>
      index > 0 && ['of', 'the', 'and'].includes(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}
