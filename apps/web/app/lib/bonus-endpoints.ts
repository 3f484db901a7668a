import { lazyEndpoints } from './endpoint-client';

/**
 * Calls of the bonuses' endpoint table. The promo-code popup opens over any page and the cash desk offers deposit
 * bonuses over the home page, whose first JavaScript must not carry zod (decision 025): the table loads with the
 * first call.
 */
export const callBonusEndpoint = lazyEndpoints(() =>
  import('@casino/contracts/endpoints/bonuses').then((table) => table.BONUS_ENDPOINTS),
);
