import { lazyEndpoints } from '../../../lib/endpoint-client';

/**
 * The registration calls, through their table fetched with the first call: the modals that make them open from
 * the home page, whose first JavaScript must not carry the schemas (decision 025).
 */

export const callRegistrationEndpoint = lazyEndpoints(() =>
  import('@casino/contracts/endpoints/registration').then((module) => module.REGISTRATION_ENDPOINTS),
);
