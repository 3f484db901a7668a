import { lazyEndpoints } from '../endpoint-client';

/**
 * The account calls (sign-in, sign-out, password, contact confirmation), through their table fetched with the
 * first call: they are made from modals and menus the home page opens, whose first JavaScript must not carry the
 * schemas (decision 025).
 */
export const callAccountEndpoint = lazyEndpoints(() =>
  import('@casino/contracts/endpoints/accounts').then((module) => module.ACCOUNT_ENDPOINTS),
);
