import type { BonusOffer } from '@casino/contracts';

/**
 * The offer BonusPopup shows next: the newest the player has not been shown (the server remembers `shownAt`) and
 * that this page has not opened already (the `showed` call may still be on its way). Null when there is none.
 */
export function nextOfferToShow(
  offers: readonly BonusOffer[],
  opened: ReadonlySet<number>,
): BonusOffer | null {
  return offers.find((offer) => offer.shownAt === null && !opened.has(offer.offerId)) ?? null;
}
