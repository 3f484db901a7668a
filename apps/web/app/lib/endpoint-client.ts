import type { AnyEndpoint, EndpointBody, EndpointReply } from '@casino/contracts';
import { ApiCallError, apiRequest } from './api-client';

/**
 * Calls an endpoint of the contracts' table (decision 025) and checks its reply against the endpoint's schema: a
 * reply that does not match (a server of another version, a proxy's page) rejects with the client's own code
 * `bad_response` rather than reach the screens as something it is not.
 */
export async function callEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  ...[body]: EndpointBody<E> extends undefined ? [] : [EndpointBody<E>]
): Promise<EndpointReply<E>> {
  const reply = await apiRequest<{ success: true }>(endpoint.path, {
    method: endpoint.method,
    ...(body === undefined ? {} : { body }),
  });
  const parsed = endpoint.reply.safeParse(reply);
  if (parsed.success) return parsed.data as EndpointReply<E>;
  const where = parsed.error.issues[0]?.path.join('.') || 'the reply';
  throw new ApiCallError(200, {
    success: false,
    error: { code: 'bad_response', message: `${endpoint.path} answered an unexpected ${where}` },
  });
}
