import type { SessionFigures } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PLAYER_BALANCE_KEY } from '../../lib/wallet-query-keys';
import { SESSION_FIGURES_KEY } from './api/query-keys';
import { useSessionFigures } from './api/session-figures';

const TICK_MS = 1000;

/**
 * The time played now: since `startedAt` when given (a game's own clock), else the session's, the server's figure
 * moved on by the seconds since it was read.
 */
function useElapsedNow(figures: SessionFigures | undefined, readAt: number, startedAt?: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!figures) return;
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [figures]);
  if (!figures) return 0;
  return startedAt === undefined
    ? figures.elapsedMs + Math.max(0, now - readAt)
    : Math.max(0, now - startedAt);
}

const BALANCE_HASH = JSON.stringify(PLAYER_BALANCE_KEY);

/**
 * The session's figures with the time played ticking each second (since `startedAt` when given); stakes, wins and
 * the net position are read again whenever the balance changes (a round settled, push told of a new balance).
 */
export function useSessionClock(enabled: boolean, startedAt?: number) {
  const queryClient = useQueryClient();
  const figures = useSessionFigures(enabled);
  useEffect(() => {
    if (!enabled) return;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (JSON.stringify(event.query.queryKey) !== BALANCE_HASH) return;
      void queryClient.invalidateQueries({ queryKey: SESSION_FIGURES_KEY });
    });
  }, [queryClient, enabled]);
  const elapsedMs = useElapsedNow(figures.data, figures.dataUpdatedAt, startedAt);
  return { figures: figures.data, elapsedMs };
}
