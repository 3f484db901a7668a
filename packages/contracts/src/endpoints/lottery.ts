import {
  lotteryBuyBodySchema,
  lotteryClaimsResponseSchema,
  lotteryDrawEntriesResponseSchema,
  lotteryExchangeBodySchema,
  lotteryIdParamsSchema,
  lotteryLevelResponseSchema,
  lotteryPromoBodySchema,
  lotteryQuerySchema,
  lotteryRandomBodySchema,
  lotteryResponseSchema,
  lotteryTicketResponseSchema,
  lotteryTicketsQuerySchema,
  lotteryTicketsResponseSchema,
} from '../lottery.ts';
import { endpoint } from './endpoint.ts';

/**
 * The lottery (spec section 7, "Lottery and wheels"): `GET /rest/lottery/` and the calls under it. Money actions
 * answer 444 to a self-excluded player; another player's ticket is 404.
 */
export const LOTTERY_ENDPOINTS = {
  lottery: endpoint({
    method: 'GET',
    path: '/rest/lottery/',
    auth: 'optional',
    summary: 'The lottery: stars, tickets, prices, prize levels, the next draw’s seed hash and past results',
    input: { query: lotteryQuerySchema },
    reply: lotteryResponseSchema,
  }),
  lotteryBuyTicket: endpoint({
    method: 'POST',
    path: '/rest/lottery/tickets/',
    auth: 'player',
    summary: 'Buys a ticket of a kind with stars or money, once per idempotency key (409/422 when short)',
    input: { query: lotteryQuerySchema, body: lotteryBuyBodySchema },
    reply: lotteryTicketResponseSchema,
  }),
  lotteryApplyTicket: endpoint({
    method: 'POST',
    path: '/rest/lottery/tickets/:id/',
    auth: 'player',
    summary: 'Enters one of the player’s unused tickets into the next draw',
    input: { params: lotteryIdParamsSchema, query: lotteryQuerySchema },
    reply: lotteryTicketResponseSchema,
  }),
  lotteryTickets: endpoint({
    method: 'GET',
    path: '/rest/lottery/tickets/',
    auth: 'player',
    summary: 'The player’s tickets, newest first (applied, limit, offset)',
    input: { query: lotteryTicketsQuerySchema },
    reply: lotteryTicketsResponseSchema,
  }),
  lotteryLevelPrizes: endpoint({
    method: 'GET',
    path: '/rest/lottery/prizes/level/:id/',
    auth: 'optional',
    summary: 'A prize level: its draw prize, winners, and the prizes it offers for tickets with their odds',
    input: { params: lotteryIdParamsSchema, query: lotteryQuerySchema },
    reply: lotteryLevelResponseSchema,
  }),
  lotteryWheelSpin: endpoint({
    method: 'POST',
    path: '/rest/lottery/wheel/spin/:id/',
    auth: 'player',
    summary: 'Spends the player’s unused ticket on a fair draw of its level’s prizes',
    input: { params: lotteryIdParamsSchema, query: lotteryQuerySchema },
    reply: lotteryClaimsResponseSchema,
  }),
  lotteryExchange: endpoint({
    method: 'POST',
    path: '/rest/lottery/prizes/',
    auth: 'player',
    summary: 'Takes a level’s prize `count` times for its cost in unused tickets of the level’s kind',
    input: { query: lotteryQuerySchema, body: lotteryExchangeBodySchema },
    reply: lotteryClaimsResponseSchema,
  }),
  lotteryRandomPrize: endpoint({
    method: 'POST',
    path: '/rest/lottery/prizes/randomly/',
    auth: 'player',
    summary: 'Spends the level’s random cost in tickets on a fair draw of its prizes (levelId)',
    input: { query: lotteryQuerySchema, body: lotteryRandomBodySchema },
    reply: lotteryClaimsResponseSchema,
  }),
  lotteryPromoTicket: endpoint({
    method: 'POST',
    path: '/rest/lottery/promo/ticket/',
    auth: 'player',
    summary: 'Redeems a promo code for its ticket, once per player',
    input: { query: lotteryQuerySchema, body: lotteryPromoBodySchema },
    reply: lotteryTicketResponseSchema,
  }),
  lotteryDrawEntries: endpoint({
    method: 'GET',
    path: '/rest/lottery/draws/:id/',
    auth: 'public',
    summary: 'A drawn draw with every entered ticket, to recompute its winners from the revealed seed',
    input: { params: lotteryIdParamsSchema },
    reply: lotteryDrawEntriesResponseSchema,
  }),
};
