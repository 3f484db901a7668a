import { lazyEndpoints } from './endpoint-client';

/**
 * Calls of the birthday, daily, landing and welcome-chain bonuses' endpoint table. Their modals and the pending
 * landing bonus open over any page, whose first JavaScript must not carry zod (decision 025): the table loads with
 * the first call.
 */
export const callRecurringBonusEndpoint = lazyEndpoints(() =>
  import('@casino/contracts/endpoints/recurring-bonuses').then((table) => table.RECURRING_BONUS_ENDPOINTS),
);
