import { bonusLanguageQuerySchema } from '../bonuses.ts';
import { insuranceInfoResponseSchema, insuranceInformedBodySchema } from '../insurance.ts';
import { endpoint } from './endpoint.ts';

/**
 * The signed-in player's deposit insurance (spec section 7: "Insurance: info returns success and data (status
 * 'active'; also data.data), apply, informed"). Info is refused (`insurance_not_available`) when no programme is
 * offered and the player has no insurance to show, which turns the no-risk deposit display off. A self-excluded
 * player or one in a time-out is refused (444) by every call; another player's insurance id is 404.
 */
export const INSURANCE_ENDPOINTS = {
  info: endpoint({
    method: 'GET',
    path: '/rest/insurance/info/',
    auth: 'player',
    summary: "The insurance programme offered to the player and the player's current insurance",
    input: { query: bonusLanguageQuerySchema },
    reply: insuranceInfoResponseSchema,
  }),
  apply: endpoint({
    method: 'POST',
    path: '/rest/insurance/apply/',
    auth: 'player',
    summary: "Opts in to the programme offered: the player's next deposit is insured",
    input: { query: bonusLanguageQuerySchema },
    reply: insuranceInfoResponseSchema,
  }),
  informed: endpoint({
    method: 'POST',
    path: '/rest/insurance/informed/',
    auth: 'player',
    summary: "Marks the player's insurance outcome (restored, rejected, expired) as seen",
    input: { body: insuranceInformedBodySchema, query: bonusLanguageQuerySchema },
    reply: insuranceInfoResponseSchema,
  }),
};
