import { UnauthorizedError } from 'centrifuge';
import { ApiCallError } from '../api-client';
import { lazyEndpoints } from '../endpoint-client';

// Live updates start on every page: the tokens' table comes with the first call, not with the page.
const callPushTokens = lazyEndpoints(() =>
  import('@casino/contracts/endpoints/push').then((table) => table.PUSH_TOKEN_ENDPOINTS),
);

/** The push client's own timeout (spec section 9) also bounds its token requests. */
const TOKEN_TIMEOUT_MS = 5_000;

/**
 * A 401 or 403 means the session no longer allows the token: the SDK must stop (UnauthorizedError disconnects
 * the client or ends the subscription) instead of retrying. Other failures are retried by the SDK with backoff.
 */
function unauthorizedOr(error: unknown): never {
  if (error instanceof ApiCallError && (error.status === 401 || error.status === 403)) {
    throw new UnauthorizedError(error.message);
  }
  throw error;
}

/** `POST /rest/push/connection-token/`: a connection token for whoever the viewer is now. */
export function fetchConnectionToken(): Promise<string> {
  return callPushTokens('connectionToken', { timeoutMs: TOKEN_TIMEOUT_MS }).then(
    (body) => body.data.token,
    unauthorizedOr,
  );
}

/** `POST /rest/push/subscription-token/`: a token for one channel (personal channels: only the owner's). */
export function fetchSubscriptionToken(channel: string): Promise<string> {
  return callPushTokens('subscriptionToken', { body: { channel }, timeoutMs: TOKEN_TIMEOUT_MS }).then(
    (body) => body.data.token,
    unauthorizedOr,
  );
}
