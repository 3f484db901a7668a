import { lazyEndpoints } from './endpoint-client';

/**
 * The chance table (decision 036): the dice modal opens over any page and the verify page reveals seeds, so the
 * schemas load with the first call.
 */
export const callChanceEndpoint = lazyEndpoints(() =>
  import('@casino/contracts/endpoints/chance').then((table) => table.CHANCE_ENDPOINTS),
);
