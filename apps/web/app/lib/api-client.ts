import {
  AJAX_HEADER,
  AJAX_HEADER_VALUE,
  type ApiError,
  CLIENT_ERROR_CODES,
  type ClientErrorCode,
  type EndpointMethod,
  type ErrorCode,
  isErrorCode,
  REFERER_HEADER,
  SELF_EXCLUDED_STATUS,
} from '@casino/contracts';

/** A failed API call: the HTTP status and the spec's error body (or a synthetic one when there was none). */
export class ApiCallError extends Error {
  readonly status: number;
  readonly body: ApiError;
  constructor(status: number, body: ApiError) {
    super(body.error.message);
    this.name = 'ApiCallError';
    this.status = status;
    this.body = body;
  }
}

/** A failure's code: the server's, the client's own (no answer, no answer in time), or `unknown`. */
export type ApiErrorCode = ErrorCode | ClientErrorCode;

/**
 * The code of a failed call, for choosing its message: a code this client does not know (a newer server's) reads
 * as `unknown`, as does anything that is not a failed call.
 */
export function errorCodeOf(error: unknown): ApiErrorCode {
  if (!(error instanceof ApiCallError)) return 'unknown';
  const { code } = error.body.error;
  return isErrorCode(code) || isClientErrorCode(code) ? code : 'unknown';
}

function isClientErrorCode(code: string): code is ClientErrorCode {
  return (CLIENT_ERROR_CODES as readonly string[]).includes(code);
}

export interface ApiResponse<T> {
  status: number;
  body: T | ApiError;
}

/** A call refused because the player is self-excluded: where it went and the server's error (with the till date). */
export interface SelfExclusionRefusal {
  path: string;
  body: ApiError;
}

const selfExclusionListeners = new Set<(refusal: SelfExclusionRefusal) => void>();

/**
 * Spec section 8: HTTP 444 means the player is self-excluded, whichever call answered it (a game, a payment, a
 * wallet button). Listeners hear of every such answer, so it is acted on in one place rather than by each caller.
 * Returns the unsubscription.
 */
export function onSelfExclusionRefusal(listener: (refusal: SelfExclusionRefusal) => void): () => void {
  selfExclusionListeners.add(listener);
  return () => {
    selfExclusionListeners.delete(listener);
  };
}

function isApiError(body: unknown): body is ApiError {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const { error } = body as { error: unknown };
  return (
    typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
  );
}

function announceSelfExclusion(path: string, body: unknown): void {
  if (!isApiError(body)) return;
  for (const listener of [...selfExclusionListeners]) {
    try {
      listener({ path, body });
    } catch (error) {
      console.error('self-exclusion listener failed', error);
    }
  }
}

/**
 * Calls the site's API with the AJAX marker every `/rest` call must carry (spec section 7). Returns the status
 * and parsed body whatever the status, so callers decide what a 301, 401 or 404 means for them.
 */
export async function apiFetch<T>(
  path: string,
  init: { method?: string; body?: unknown; referer?: string; signal?: AbortSignal } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { [AJAX_HEADER]: AJAX_HEADER_VALUE, accept: 'application/json' };
  if (init.referer) headers[REFERER_HEADER] = init.referer;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    headers,
    credentials: 'same-origin',
    redirect: 'manual',
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    ...(init.signal ? { signal: init.signal } : {}),
  });
  const text = await response.text();
  let body: T | ApiError;
  try {
    body = text ? (JSON.parse(text) as T | ApiError) : ({} as T);
  } catch {
    body = {
      success: false,
      error: { code: 'bad_response', message: `Unreadable response (${response.status})` },
    };
  }
  if (response.status === SELF_EXCLUDED_STATUS) announceSelfExclusion(path, body);
  return { status: response.status, body };
}

function syntheticError(code: ClientErrorCode, message: string): ApiError {
  return { success: false, error: { code, message } };
}

/**
 * A call that must succeed: resolves with the success body, or rejects with an ApiCallError — the server's own
 * error, or the codes `network` and `timeout` when no answer came at all.
 */
export async function apiRequest<T extends { success: true }>(
  path: string,
  init: { method?: EndpointMethod; body?: unknown; timeoutMs?: number } = {},
): Promise<T> {
  let response: ApiResponse<T>;
  try {
    response = await apiFetch<T>(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      body: init.body,
      ...(init.timeoutMs ? { signal: AbortSignal.timeout(init.timeoutMs) } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new ApiCallError(0, syntheticError('timeout', 'The server did not answer in time'));
    }
    throw new ApiCallError(0, syntheticError('network', String(error)));
  }
  const { status, body } = response;
  if (status < 400 && 'success' in body && body.success === true) return body as T;
  throw new ApiCallError(
    status,
    'error' in body && typeof body.error === 'object' && body.error !== null
      ? (body as ApiError)
      : syntheticError('unknown', `Unexpected answer (${status})`),
  );
}
