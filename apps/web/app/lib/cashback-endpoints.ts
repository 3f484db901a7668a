import { lazyEndpoints } from './endpoint-client';

/**
 * Calls of the cashback endpoint table. The cashback modals open over any page (by deep link too), whose first
 * JavaScript must not carry zod (decision 025): the table loads with the first call.
 */
export const callCashbackEndpoint = lazyEndpoints(() =>
  import('@casino/contracts/endpoints/cashback').then((table) => table.CASHBACK_ENDPOINTS),
);
