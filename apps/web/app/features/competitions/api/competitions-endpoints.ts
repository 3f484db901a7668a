import { lazyEndpoints } from '../../../lib/endpoint-client';

/**
 * Calls of the competitions. The table brings zod with it, which a page's first JavaScript must not carry
 * (decision 025): it loads with its first call. Every call names the page's language (`lang`), so titles and
 * prizes read as the page around them.
 */
export const callCompetitions = lazyEndpoints(() =>
  import('@casino/contracts/endpoints/competitions').then((module) => module.COMPETITION_ENDPOINTS),
);
