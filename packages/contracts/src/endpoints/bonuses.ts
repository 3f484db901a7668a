import {
  availableBonusesResponseSchema,
  bonusAcknowledgedResponseSchema,
  bonusAmountResponseSchema,
  bonusAmountsQuerySchema,
  bonusAmountsResponseSchema,
  bonusIdParamsSchema,
  bonusLanguageQuerySchema,
  bonusListQuerySchema,
  bonusListResponseSchema,
  bonusResponseSchema,
  promoCodeParamsSchema,
  referralGiftBodySchema,
} from '../bonuses.ts';
import { endpoint } from './endpoint.ts';

/**
 * The bonuses of the signed-in player (decision 027): the page's lists, taking, hiding and revoking a bonus,
 * promo codes, and the cash desk's bonus choice. Every call acts on the session's own player; another player's
 * bonus id is 404. A self-excluded player or one in a time-out is refused (444) by every call that would give.
 */
export const BONUS_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/rest/bonuses/',
    auth: 'player',
    summary: "The player's active bonus, its queue, the bonuses on offer and the closed ones",
    input: { query: bonusListQuerySchema },
    reply: bonusListResponseSchema,
  }),
  apply: endpoint({
    method: 'GET',
    path: '/rest/bonus/:id/apply/',
    auth: 'player',
    summary:
      'Takes a bonus on offer: a no-deposit bonus is granted (or queued), a deposit bonus waits for the next deposit',
    input: { params: bonusIdParamsSchema, query: bonusLanguageQuerySchema },
    reply: bonusResponseSchema,
  }),
  available: endpoint({
    method: 'POST',
    path: '/rest/bonuses/availableBonus/',
    auth: 'player',
    summary: 'The ids of the bonuses the player may take now, and how many (the header counts them)',
    input: {},
    reply: availableBonusesResponseSchema,
  }),
  chooseReferralGift: endpoint({
    method: 'POST',
    path: '/rest/referrals/choose-bonus/',
    auth: 'player',
    summary:
      "A player who registered with a friend's referral code takes one of the friend's gifts; the others go",
    input: { body: referralGiftBodySchema, query: bonusLanguageQuerySchema },
    reply: bonusResponseSchema,
  }),
  hide: endpoint({
    method: 'POST',
    path: '/rest/bonus/:id/hide/',
    auth: 'player',
    summary: 'Stops offering a bonus to the player',
    input: { params: bonusIdParamsSchema },
    reply: bonusAcknowledgedResponseSchema,
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/rest/bonuses/revokebonus/:id/',
    auth: 'player',
    summary:
      "Cancels the player's bonus (its player bonus id): the bonus balance is forfeited, real money stays",
    input: { params: bonusIdParamsSchema, query: bonusLanguageQuerySchema },
    reply: bonusResponseSchema,
  }),
  validatePromoCode: endpoint({
    method: 'GET',
    path: '/rest/promo-codes/validate/:code/',
    auth: 'player',
    summary: 'The bonus a promo code gives, and whether the player may take it, without taking it',
    input: { params: promoCodeParamsSchema, query: bonusLanguageQuerySchema },
    reply: bonusResponseSchema,
  }),
  applyPromoCode: endpoint({
    method: 'GET',
    path: '/rest/promo-codes/apply/:code/',
    auth: 'player',
    summary: 'Takes the bonus a promo code gives',
    input: { params: promoCodeParamsSchema, query: bonusLanguageQuerySchema },
    reply: bonusResponseSchema,
  }),
  depositBonusAmounts: endpoint({
    method: 'GET',
    path: '/rest/cash/bonus-amounts/',
    auth: 'player',
    summary: 'The deposit bonuses a deposit of this amount qualifies for, with what each would bring',
    input: { query: bonusAmountsQuerySchema },
    reply: bonusAmountsResponseSchema,
  }),
  welcomeSportBonuses: endpoint({
    method: 'GET',
    path: '/rest/bonuses/welcome-sport/',
    auth: 'player',
    summary:
      'The welcome sport bonuses a deposit of this amount qualifies for (sent as its sport_betting_bonus_id), with what each would bring',
    input: { query: bonusAmountsQuerySchema },
    reply: bonusAmountsResponseSchema,
  }),
  depositBonusAmount: endpoint({
    method: 'GET',
    path: '/rest/cash/bonus-amount/:id/',
    auth: 'player',
    summary: 'What a deposit of this amount would bring with one bonus (its calculation fields)',
    input: { params: bonusIdParamsSchema, query: bonusAmountsQuerySchema },
    reply: bonusAmountResponseSchema,
  }),
};
