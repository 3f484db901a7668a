import { lazyEndpoints } from '../../../lib/endpoint-client';

/**
 * Calls of the deposit side of the cash desk's endpoint table. The cash desk opens over any page, the home page
 * among them, whose first JavaScript must not carry zod (decision 025): the table loads with the first call.
 */
export const callDepositEndpoint = lazyEndpoints(() =>
  import('@casino/contracts/endpoints/cash-deposits').then((table) => table.CASH_DEPOSIT_ENDPOINTS),
);
