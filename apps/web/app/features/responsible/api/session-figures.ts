import type { SessionFigures, SessionFiguresResponse } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PLAYER_QUERY_KEY } from '../../../lib/player-query-keys';

export const SESSION_FIGURES_KEY = [...PLAYER_QUERY_KEY, 'session'] as const;

/** `GET /rest/self-limits/session/`: time played, stakes, wins and the net position since login (RTS 2E, 13). */
export async function fetchSessionFigures(): Promise<SessionFigures> {
  return (await apiRequest<SessionFiguresResponse>('/rest/self-limits/session/')).data;
}

export const sessionFiguresQuery = queryOptions({
  queryKey: SESSION_FIGURES_KEY,
  queryFn: fetchSessionFigures,
});

export function useSessionFigures(enabled = true) {
  return useQuery({ ...sessionFiguresQuery, enabled });
}
