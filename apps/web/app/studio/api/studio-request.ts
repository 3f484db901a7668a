import { type ApiError, STUDIO_SESSION_HEADER } from '@casino/contracts';

/** The studio API's root: the studio is a provider of its own, beside the casino's `/rest` API. */
export const STUDIO_API = '/studio/api';

/** Network failures and answers that are not the studio's JSON get these codes, so callers branch on one field. */
export type StudioErrorDetails = NonNullable<ApiError['error']['details']>;

/** A refused or failed studio call: the HTTP status (0 without an answer), the error code and its facts. */
export class StudioCallError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: StudioErrorDetails;
  constructor(status: number, code: string, message: string, details: StudioErrorDetails = {}) {
    super(message);
    this.name = 'StudioCallError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** A studio call gives up after this long; plays carry a round key, so trying again never plays twice. */
const TIMEOUT_MS = 20_000;

/**
 * Calls the studio API with the session token (when there is one) and resolves with the reply's `data`, or
 * rejects with a StudioCallError: the studio's own error, or `network` / `timeout` when no answer came.
 */
export async function studioRequest<T>(
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; session?: string; signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.session) headers[STUDIO_SESSION_HEADER] = init.session;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const signal = init.signal
    ? AbortSignal.any([init.signal, AbortSignal.timeout(TIMEOUT_MS)])
    : AbortSignal.timeout(TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${STUDIO_API}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      credentials: 'same-origin',
      signal,
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError')
      throw new StudioCallError(0, 'timeout', 'The studio did not answer in time');
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new StudioCallError(0, 'network', String(error));
  }
  const body = await readJson(response);
  if (response.ok && isSuccess(body)) return body.data as T;
  if (isApiError(body))
    throw new StudioCallError(response.status, body.error.code, body.error.message, body.error.details);
  throw new StudioCallError(response.status, 'unknown', `Unexpected answer (${response.status})`);
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    return null;
  }
}

function isSuccess(body: unknown): body is { success: true; data: unknown } {
  return typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true;
}

function isApiError(body: unknown): body is ApiError {
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  return (
    typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
  );
}
