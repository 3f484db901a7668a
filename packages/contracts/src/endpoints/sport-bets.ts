import { freebetListResponseSchema } from '../freebets.ts';
import {
  cashOutBodySchema,
  cashOutQuoteQuerySchema,
  cashOutQuoteResponseSchema,
  placeSportBetBodySchema,
  sportBetLangQuerySchema,
  sportBetParamsSchema,
  sportBetResponseSchema,
  sportBetsQuerySchema,
  sportBetsResponseSchema,
} from '../sport-bets.ts';
import { endpoint } from './endpoint.ts';

/**
 * The signed-in player's sports bets (decision 032): placing one, and "my bets". Another player's bet is 404. A
 * self-excluded player or one in a time-out is refused (444) when placing, as at the casino.
 */
export const SPORT_BET_ENDPOINTS = {
  place: endpoint({
    method: 'POST',
    path: '/rest/sports-book/bets/',
    auth: 'player',
    summary:
      'Places a single, express or system bet: accepted, pending the live bet delay, or rejected with a reason',
    input: { body: placeSportBetBodySchema },
    reply: sportBetResponseSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: '/rest/sports-book/bets/',
    auth: 'player',
    summary: "The player's bets, newest first: open (undecided) or settled",
    input: { query: sportBetsQuerySchema },
    reply: sportBetsResponseSchema,
  }),
  one: endpoint({
    method: 'GET',
    path: '/rest/sports-book/bets/:id/',
    auth: 'player',
    summary: "One of the player's bets with its selections and how each stands",
    input: { params: sportBetParamsSchema, query: sportBetLangQuerySchema },
    reply: sportBetResponseSchema,
  }),
  cashOutQuote: endpoint({
    method: 'GET',
    path: '/rest/sports-book/bets/:id/cash-out/',
    auth: 'player',
    summary: 'What cashing out the remaining stake, or part of it, pays now, or why it cannot be cashed out',
    input: { params: sportBetParamsSchema, query: cashOutQuoteQuerySchema },
    reply: cashOutQuoteResponseSchema,
  }),
  cashOut: endpoint({
    method: 'POST',
    path: '/rest/sports-book/bets/:id/cash-out/',
    auth: 'player',
    summary: 'Cashes out all or part of the remaining stake at the price shown; refused if it moved',
    input: { params: sportBetParamsSchema, body: cashOutBodySchema },
    reply: sportBetResponseSchema,
  }),
  freebets: endpoint({
    method: 'GET',
    path: '/rest/sports-book/freebets/',
    auth: 'player',
    summary: "The player's free bets not placed yet, with what each may be placed on",
    input: { query: sportBetLangQuerySchema },
    reply: freebetListResponseSchema,
  }),
};
