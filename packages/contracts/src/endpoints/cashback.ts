import { bonusLanguageQuerySchema } from '../bonuses.ts';
import {
  cashbackApplyBodySchema,
  cashbackIdParamsSchema,
  cashbackListResponseSchema,
  cashbackOrNoneResponseSchema,
  cashbackResponseSchema,
} from '../cashback.ts';
import { endpoint } from './endpoint.ts';

/**
 * The signed-in player's cashback (spec section 7: "Cashback: custom, active, priority, completed, pay, choose
 * (cashbackId) and apply"; `POST /rest/players/cashback/apply/`, `GET /rest/players/cashback/apply-current/`).
 * Choosing takes a programme's id; paying and applying take the player's own cashback id, another player's is
 * 404. A self-excluded player or one in a time-out is refused (444) by every call.
 */
export const CASHBACK_ENDPOINTS = {
  custom: endpoint({
    method: 'GET',
    path: '/rest/cashback/custom/',
    auth: 'player',
    summary: 'The cashback programmes the player may choose, highest priority first',
    input: { query: bonusLanguageQuerySchema },
    reply: cashbackListResponseSchema,
  }),
  active: endpoint({
    method: 'GET',
    path: '/rest/cashback/active/',
    auth: 'player',
    summary: "The player's chosen cashback of the current period, with the net loss and cashback so far",
    input: { query: bonusLanguageQuerySchema },
    reply: cashbackOrNoneResponseSchema,
  }),
  priority: endpoint({
    method: 'GET',
    path: '/rest/cashback/priority/',
    auth: 'player',
    summary: 'The cashback that applies to the player: the chosen one, else the offer of highest priority',
    input: { query: bonusLanguageQuerySchema },
    reply: cashbackOrNoneResponseSchema,
  }),
  completed: endpoint({
    method: 'GET',
    path: '/rest/cashback/completed/',
    auth: 'player',
    summary: "The player's closed periods that pay something and wait to be collected, oldest first",
    input: { query: bonusLanguageQuerySchema },
    reply: cashbackListResponseSchema,
  }),
  choose: endpoint({
    method: 'POST',
    path: '/rest/cashback/choose/:cashbackId/',
    auth: 'player',
    summary: 'Chooses a cashback programme: it accrues from now to the end of the period, and on',
    input: { params: cashbackIdParamsSchema, query: bonusLanguageQuerySchema },
    reply: cashbackResponseSchema,
  }),
  pay: endpoint({
    method: 'POST',
    path: '/rest/cashback/pay/:cashbackId/',
    auth: 'player',
    summary: "Collects the player's completed cashback: paid once, its status becomes payed",
    input: { params: cashbackIdParamsSchema, query: bonusLanguageQuerySchema },
    reply: cashbackResponseSchema,
  }),
  apply: endpoint({
    method: 'POST',
    path: '/rest/players/cashback/apply/',
    auth: 'player',
    summary: "Collects the player's completed cashback named in the body, as pay does",
    input: { body: cashbackApplyBodySchema, query: bonusLanguageQuerySchema },
    reply: cashbackResponseSchema,
  }),
  applyCurrent: endpoint({
    method: 'GET',
    path: '/rest/players/cashback/apply-current/',
    auth: 'player',
    summary: "Collects the player's oldest completed cashback",
    input: { query: bonusLanguageQuerySchema },
    reply: cashbackResponseSchema,
  }),
};
