import { RESPONSIBLE_ENDPOINTS, type SessionFigures } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { SESSION_FIGURES_KEY } from './query-keys';

/** `GET /rest/self-limits/session/`: time played, stakes, wins and the net position since login (RTS 2E, 13). */
export async function fetchSessionFigures(): Promise<SessionFigures> {
  return (await callEndpoint(RESPONSIBLE_ENDPOINTS.sessionFigures)).data;
}

export const sessionFiguresQuery = queryOptions({
  queryKey: SESSION_FIGURES_KEY,
  queryFn: fetchSessionFigures,
});

export function useSessionFigures(enabled = true) {
  return useQuery({ ...sessionFiguresQuery, enabled });
}
