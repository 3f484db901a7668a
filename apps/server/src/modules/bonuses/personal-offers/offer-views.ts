import type { BonusOffer, Currency, Language } from '@casino/contracts';
import { offerView } from '../bonus-view.ts';
import type { OfferedBonus } from './bonus-offers.repository.ts';

/**
 * A personal offer as the player sees it: the bonus with its terms in their currency and language (as the page's
 * offers show them), until the offer's own end rather than the template's.
 */
export function personalOfferView(
  { offer, template }: OfferedBonus,
  currency: Currency,
  lang: Language,
): BonusOffer {
  return {
    offerId: offer.id,
    bonus: { ...offerView(template, currency, lang), expiresAt: offer.validUntil.toISOString() },
    source: offer.source,
    validFrom: offer.validFrom.toISOString(),
    validUntil: offer.validUntil.toISOString(),
    shownAt: offer.shownAt?.toISOString() ?? null,
  };
}
