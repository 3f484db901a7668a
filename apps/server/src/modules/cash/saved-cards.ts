import type { SavedCard } from '@casino/contracts';
import type { SavedCardRow } from './cash.schema.ts';

/** A card is good through the last day of its expiry month (UTC). */
export function isUnexpired(card: Pick<SavedCardRow, 'expiryMonth' | 'expiryYear'>, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return card.expiryYear > year || (card.expiryYear === year && card.expiryMonth >= month);
}

/** The player's saved cards that can still pay or be paid to, in the contract's shape. */
export function usableCards(rows: readonly SavedCardRow[], now: Date): SavedCard[] {
  return rows.filter((row) => isUnexpired(row, now)).map(toSavedCard);
}

function toSavedCard(row: SavedCardRow): SavedCard {
  return {
    tokenId: row.tokenId,
    brand: row.brand,
    last4: row.last4,
    expiryMonth: row.expiryMonth,
    expiryYear: row.expiryYear,
  };
}
