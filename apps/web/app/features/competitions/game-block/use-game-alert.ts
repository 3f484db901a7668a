import { useEffect, useState } from 'react';
import { usePushHandler } from '../../../lib/realtime/use-push-handler';
import { TOAST_DURATION_MS } from '../../../lib/toasts/toast-store';
import { nextAlert, type ShownAlert } from '../live/game-alerts';

/**
 * The alert of the competition in play, as push raises it. The minimum bet's stays until a round scores (it is
 * what the player must change); the others go after the time of a notice.
 */
export function useGameAlert(competitionId: number | null) {
  const [alert, setAlert] = useState<ShownAlert | null>(null);
  usePushHandler('tournament', (message) => {
    if (competitionId !== null) setAlert((current) => nextAlert(current, message, competitionId));
  });
  useEffect(() => {
    if (!alert || alert.alert === 'min-alert') return;
    const timer = window.setTimeout(() => setAlert(null), TOAST_DURATION_MS.notice);
    return () => window.clearTimeout(timer);
  }, [alert]);
  return { alert, dismiss: () => setAlert(null) };
}
