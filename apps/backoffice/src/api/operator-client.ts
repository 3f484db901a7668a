import { AJAX_HEADER, AJAX_HEADER_VALUE, type EndpointInput, type EndpointReply } from '@casino/contracts';
import { type AnyOperatorEndpoint, CSRF_HEADER } from '@casino/contracts/backoffice';

/** A refused or failed console call: the server's error body with its HTTP status (0: no answer at all). */
export class OperatorApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'OperatorApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function isOperatorApiError(error: unknown): error is OperatorApiError {
  return error instanceof OperatorApiError;
}

/** The session's CSRF token, kept in memory only: a reload asks the session endpoint for it again. */
let csrfToken: string | undefined;

export function setCsrfToken(token: string | undefined): void {
  csrfToken = token;
}

/** Told of every 401 `unauthorized`: the session has ended (the idle timeout), wherever the call was made. */
let onSessionEnded: (() => void) | undefined;

export function whenSessionEnds(listener: (() => void) | undefined): void {
  onSessionEnded = listener;
}

/** The endpoint's path with its `:name` parameters filled in and the query's defined parameters appended. */
export function operatorAddress(
  path: string,
  params?: Record<string, unknown>,
  query?: Record<string, unknown>,
): string {
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${path} needs the parameter ${name}`);
    }
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

interface ErrorBody {
  success: false;
  error: { code: string; message: string; fields?: Record<string, string> };
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const error = (value as { error?: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/** What a call sends: each part the endpoint takes. */
export type OperatorCallInput<E extends AnyOperatorEndpoint> = EndpointInput<E> & { signal?: AbortSignal };

/**
 * Calls a console endpoint of the contracts' tables and checks its reply against the endpoint's schema. Every
 * call carries the AJAX header; every call that changes something also carries the session's CSRF token.
 */
export async function callOperatorEndpoint<E extends AnyOperatorEndpoint>(
  endpoint: E,
  ...[input]: Record<never, never> extends EndpointInput<E>
    ? [input?: OperatorCallInput<E>]
    : [input: OperatorCallInput<E>]
): Promise<EndpointReply<E>> {
  const { params, query, body, signal } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
  };
  const headers: Record<string, string> = { accept: 'application/json', [AJAX_HEADER]: AJAX_HEADER_VALUE };
  if (endpoint.method !== 'GET' && csrfToken) headers[CSRF_HEADER] = csrfToken;
  // A POST without a body still sends `{}`: Fastify refuses an empty JSON body.
  const sendsBody = endpoint.method !== 'GET';
  if (sendsBody) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(operatorAddress(endpoint.path, params, query), {
      method: endpoint.method,
      credentials: 'same-origin',
      headers,
      ...(sendsBody ? { body: JSON.stringify(body ?? {}) } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new OperatorApiError(0, 'network_error', 'The server could not be reached. Check the connection.');
  }
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    payload = undefined;
  }
  if (!response.ok) {
    const error = isErrorBody(payload)
      ? new OperatorApiError(response.status, payload.error.code, payload.error.message, payload.error.fields)
      : new OperatorApiError(response.status, 'http_error', `The server answered ${response.status}.`);
    if (error.status === 401 && error.code === 'unauthorized') onSessionEnded?.();
    throw error;
  }
  const parsed = endpoint.reply.safeParse(payload);
  if (parsed.success) return parsed.data as EndpointReply<E>;
  const where = parsed.error.issues[0]?.path.join('.') || 'the reply';
  throw new OperatorApiError(
    response.status,
    'bad_response',
    `${endpoint.path} answered an unexpected ${where}`,
  );
}
