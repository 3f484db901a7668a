import type { Language } from '@casino/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-data';
import { callBonusOfferEndpoint, fetchPartnerOffer } from '../../../lib/bonus-offer-endpoints';
import { BONUS_QUERY_KEY } from '../../../lib/bonus-query-keys';
import { useBonusesMoved } from '../api/bonuses-moved';

/** How many days the page's calendar looks ahead, today included. */
const CALENDAR_DAYS = 7;

// Under the bonuses' key: every bonus message (push) and every bonus taken reads them again.
function offersKey(lang: Language) {
  return [...BONUS_QUERY_KEY, 'offers', 'info', lang] as const;
}
function calendarKey(lang: Language) {
  return [...BONUS_QUERY_KEY, 'offers', 'calendar', lang] as const;
}

function offersQuery(lang: Language, enabled: boolean) {
  return queryOptions({
    queryKey: offersKey(lang),
    queryFn: async () => (await callBonusOfferEndpoint('info', { query: { lang } })).data,
    enabled,
  });
}

/** `GET /rest/bonuses/offer/info/`: the player's personal offers open now (only asked for a player). */
export function usePersonalOffers(enabled = true) {
  return useQuery(offersQuery(useLanguage(), enabled));
}

/** `GET /rest/bonuses/partner/`: the player's open offer of a gambling partner's bonus, or null. */
export function usePartnerOffer() {
  const lang = useLanguage();
  return useQuery({
    queryKey: [...BONUS_QUERY_KEY, 'offers', 'partner', lang] as const,
    queryFn: () => fetchPartnerOffer(lang),
  });
}

/** `GET /rest/bonuses/offer/calendar/`: the player's offers by day for the coming week. */
export function useOfferCalendar() {
  const lang = useLanguage();
  return useQuery({
    queryKey: calendarKey(lang),
    queryFn: async () =>
      (await callBonusOfferEndpoint('calendar', { query: { lang, days: CALENDAR_DAYS } })).data,
  });
}

/** `POST /rest/bonuses/offer/showed/`: BonusPopup showed the offer, which is not shown again. */
export function useOfferShown() {
  return useMutation({
    mutationFn: async (offerId: number) => {
      await callBonusOfferEndpoint('showed', { body: { offerId } });
    },
  });
}

/** `GET /rest/bonuses/offer/assign/{id}/`: accepts an offer, which becomes a sleeping bonus of the player. */
export function useAcceptOffer() {
  const lang = useLanguage();
  const moved = useBonusesMoved();
  return useMutation({
    mutationFn: async (offerId: number) =>
      (await callBonusOfferEndpoint('assign', { params: { id: offerId }, query: { lang } })).data,
    onSuccess: moved,
  });
}

/** `POST /rest/bonuses/apply/`: activates a sleeping bonus (its player bonus id): granted, or queued. */
export function useActivateBonus() {
  const lang = useLanguage();
  const moved = useBonusesMoved();
  return useMutation({
    mutationFn: async (playerBonusId: number) =>
      (await callBonusOfferEndpoint('applySleeping', { body: { bonusId: playerBonusId }, query: { lang } }))
        .data,
    onSuccess: moved,
  });
}
