import type { Bonus, BonusOffer, Language } from '@casino/contracts';
import { lazyEndpoints } from './endpoint-client';

/**
 * Calls of the personal offers' endpoint table. BonusPopup and PartnerBonusModal may open over any page, whose
 * first JavaScript must not carry zod (decision 025): the table loads with the first call.
 */
export const callBonusOfferEndpoint = lazyEndpoints(() =>
  import('@casino/contracts/endpoints/bonus-offers').then((table) => table.BONUS_OFFER_ENDPOINTS),
);

/** `GET /rest/bonuses/partner/`: the player's open offer of a gambling partner's bonus, or null. */
export async function fetchPartnerOffer(lang: Language): Promise<BonusOffer | null> {
  return (await callBonusOfferEndpoint('partner', { query: { lang } })).data;
}

/** `GET /rest/bonuses/partner/welcome/`: the bonus a gambling partner's guest is offered once registered, or null. */
export async function fetchPartnerWelcome(lang: Language): Promise<Bonus | null> {
  return (await callBonusOfferEndpoint('partnerWelcome', { query: { lang } })).data;
}
