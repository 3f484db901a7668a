import {
  bonusCalendarQuerySchema,
  bonusCalendarResponseSchema,
  bonusOfferIdParamsSchema,
  bonusOfferListResponseSchema,
  bonusOfferShowedBodySchema,
  bonusOfferShowedResponseSchema,
  partnerOfferResponseSchema,
  partnerWelcomeResponseSchema,
  sleepingBonusApplyBodySchema,
} from '../bonus-offers.ts';
import { bonusLanguageQuerySchema, bonusResponseSchema } from '../bonuses.ts';
import { endpoint } from './endpoint.ts';

/**
 * The signed-in player's personal offers and sleeping bonuses (spec section 7: "Bonus offer: info, assign/{id},
 * apply, showed, calendar"; "POST bonuses/apply"). Another player's offer or bonus id is 404; a self-excluded
 * player or one in a time-out is refused (444) by every call.
 */
export const BONUS_OFFER_ENDPOINTS = {
  info: endpoint({
    method: 'GET',
    path: '/rest/bonuses/offer/info/',
    auth: 'player',
    summary: "The player's personal offers that may be accepted now, newest first, with their terms",
    input: { query: bonusLanguageQuerySchema },
    reply: bonusOfferListResponseSchema,
  }),
  partner: endpoint({
    method: 'GET',
    path: '/rest/bonuses/partner/',
    auth: 'player',
    summary: "The player's open offer of a gambling partner's bonus, or null",
    input: { query: bonusLanguageQuerySchema },
    reply: partnerOfferResponseSchema,
  }),
  partnerWelcome: endpoint({
    method: 'GET',
    path: '/rest/bonuses/partner/welcome/',
    auth: 'public',
    summary: "The bonus a gambling partner's guest is offered once registered (its terms), or null",
    input: { query: bonusLanguageQuerySchema },
    reply: partnerWelcomeResponseSchema,
  }),
  assign: endpoint({
    method: 'GET',
    path: '/rest/bonuses/offer/assign/:id/',
    auth: 'player',
    summary:
      'Accepts a personal offer: it becomes a sleeping bonus of the player (a deposit bonus: chosen for the next deposit)',
    input: { params: bonusOfferIdParamsSchema, query: bonusLanguageQuerySchema },
    reply: bonusResponseSchema,
  }),
  showed: endpoint({
    method: 'POST',
    path: '/rest/bonuses/offer/showed/',
    auth: 'player',
    summary: 'Marks a personal offer as shown in BonusPopup, which shows each offer once',
    input: { body: bonusOfferShowedBodySchema },
    reply: bonusOfferShowedResponseSchema,
  }),
  calendar: endpoint({
    method: 'GET',
    path: '/rest/bonuses/offer/calendar/',
    auth: 'player',
    summary: "The player's personal offers by day for the coming days, in the brand's time zone",
    input: { query: bonusCalendarQuerySchema },
    reply: bonusCalendarResponseSchema,
  }),
  applySleeping: endpoint({
    method: 'POST',
    path: '/rest/bonuses/apply/',
    auth: 'player',
    summary:
      "Activates the player's sleeping bonus: its money is granted, or it waits in the queue behind the active bonus",
    input: { body: sleepingBonusApplyBodySchema, query: bonusLanguageQuerySchema },
    reply: bonusResponseSchema,
  }),
};
