import type { AnyEndpoint, EndpointInput, EndpointReply } from '@casino/contracts';
import { ApiCallError, apiRequest } from './api-client';

/** The path with its `:name` parameters filled in and the query's defined parameters appended. */
function addressOf(
  path: string,
  params: Record<string, unknown> | undefined,
  query: Record<string, unknown> | undefined,
): string {
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
    encodeURIComponent(String(params?.[name] ?? '')),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/** What a call sends, and how long it waits for an answer before rejecting with `timeout` (no limit if unset). */
export type EndpointCallInput<E extends AnyEndpoint> = EndpointInput<E> & { timeoutMs?: number };

/**
 * Calls an endpoint of the contracts' table (decision 025) and checks its reply against the endpoint's schema: a
 * reply that does not match (a server of another version, a proxy's page) rejects with the client's own code
 * `bad_response` rather than reach the screens as something it is not.
 */
export async function callEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  // The input may be left out when the endpoint takes nothing.
  ...[input]: Record<never, never> extends EndpointInput<E>
    ? [input?: EndpointCallInput<E>]
    : [input: EndpointCallInput<E>]
): Promise<EndpointReply<E>> {
  const { params, query, body, timeoutMs } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    timeoutMs?: number;
  };
  const reply = await apiRequest<{ success: true }>(addressOf(endpoint.path, params, query), {
    method: endpoint.method,
    ...(body === undefined ? {} : { body }),
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
  const parsed = endpoint.reply.safeParse(reply);
  if (parsed.success) return parsed.data as EndpointReply<E>;
  const where = parsed.error.issues[0]?.path.join('.') || 'the reply';
  throw new ApiCallError(200, {
    success: false,
    error: { code: 'bad_response', message: `${endpoint.path} answered an unexpected ${where}` },
  });
}

/**
 * A table fetched with its first call, for what the first page calls: a table brings zod and its schemas (about
 * 26 KB gzipped), which the first page's JavaScript must not carry (decision 025). The call is typed as
 * `callEndpoint` is; the table's chunk loads once, while the page is already on screen.
 */
export function lazyEndpoints<Table extends Record<string, AnyEndpoint>>(load: () => Promise<Table>) {
  let table: Promise<Table> | undefined;
  return async function callLazyEndpoint<Name extends keyof Table & string>(
    name: Name,
    ...[input]: Record<never, never> extends EndpointInput<Table[Name]>
      ? [input?: EndpointCallInput<Table[Name]>]
      : [input: EndpointCallInput<Table[Name]>]
  ): Promise<EndpointReply<Table[Name]>> {
    table ??= load().catch((error: unknown) => {
      // A chunk that failed to load (a dropped connection) is fetched again by the next call.
      table = undefined;
      throw error;
    });
    const endpoint = (await table)[name] as AnyEndpoint;
    return callEndpoint(endpoint, input as EndpointCallInput<AnyEndpoint>) as Promise<
      EndpointReply<Table[Name]>
    >;
  };
}
