import type { ApiError, GameLaunchResponse, Language } from '@casino/contracts';
import { ApiCallError, apiFetch } from '../../../lib/api-client';

/**
 * `GET /rest/game/{slug}/?isMoney=&lang=` (spec section 7, load a game): the game with its iframe URL, or
 * `success: false` when the session is gone (a 401 or 403 means the same). Other failures (an unknown game) reject.
 */
export async function launchGame(request: {
  slug: string;
  isMoney: boolean;
  lang: Language;
}): Promise<GameLaunchResponse> {
  const query = new URLSearchParams({ isMoney: String(request.isMoney), lang: request.lang });
  const { status, body } = await apiFetch<GameLaunchResponse>(
    `/rest/game/${encodeURIComponent(request.slug)}/?${query}`,
  ).catch((error: unknown) => {
    throw new ApiCallError(0, { success: false, error: { code: 'network', message: String(error) } });
  });
  if (status === 401 || status === 403) return { success: false, data: [] };
  if (status < 400 && 'data' in body && Array.isArray(body.data)) return body;
  throw new ApiCallError(
    status,
    'error' in body ? (body as ApiError) : { success: false, error: { code: 'unknown', message: '' } },
  );
}
