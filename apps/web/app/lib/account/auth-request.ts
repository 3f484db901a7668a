import type { ApiError } from '@casino/contracts';
import { ApiCallError, type ApiResponse, apiFetch } from '../api-client';

/** Spec section 7: login and registration give up after 12 seconds. */
export const SLOW_CALL_TIMEOUT_MS = 12_000;

interface AuthRequestInit {
  method?: 'GET' | 'POST';
  body?: unknown;
  timeoutMs?: number;
}

function syntheticError(code: string, message: string): ApiError {
  return { success: false, error: { code, message } };
}

/** Sends an account call; no answer at all rejects with the codes `timeout` or `network`. */
export async function sendAuthRequest<T>(path: string, init: AuthRequestInit = {}): Promise<ApiResponse<T>> {
  try {
    return await apiFetch<T>(path, {
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
}

/** The success body, or an ApiCallError whose code the forms show as `errors.<code>`. */
export function successBody<T extends { success: true }>({ status, body }: ApiResponse<T>): T {
  if (status < 400 && 'success' in body && body.success === true) return body as T;
  const errorBody =
    'error' in body && typeof body.error === 'object' && body.error !== null
      ? (body as ApiError)
      : syntheticError('unknown', `Unexpected answer (${status})`);
  throw new ApiCallError(status, errorBody);
}

/** One account call that must succeed. */
export async function authRequest<T extends { success: true }>(
  path: string,
  init: AuthRequestInit = {},
): Promise<T> {
  return successBody(await sendAuthRequest<T>(path, init));
}
