import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { opensCashDesk } from '../../../lib/cash-entry';
import { useLoadMessages, useTranslation } from '../../../lib/i18n';
import { openModal, useModalState } from '../../../lib/modals/modal-store';
import { usePushHandler, useResync } from '../../../lib/realtime/use-push-handler';
import { toast } from '../../../lib/toasts/toast-store';
import { COMPETITION_VIEWS_KEY, PLAYER_COMPETITIONS_KEY } from '../api/competition-keys';
import { applyTournamentMessage } from './apply-tournament-message';
import { stageToast } from './stage-outcome';
import { type StopOutcome, stopOutcome } from './stop-outcome';

type ModalOutcome = Extract<StopOutcome, { kind: 'modal' }>;

/**
 * The competitions as push tells of them, on every page: the cache follows each `tournament` message, and the end
 * of a competition the player won a prize in, or of a stage they won one in, is announced. The end's modal waits
 * while another modal (the game being played) or the cash desk is open, and opens once they close; two
 * competitions ending together open one after the other. A (re)subscribed personal channel reads the player's parts
 * again: messages sent in between are not replayed.
 */
export function useCompetitionUpdates(): void {
  const queryClient = useQueryClient();
  const { t, lang } = useTranslation();
  const loadMessages = useLoadMessages();
  const [waiting, setWaiting] = useState<readonly ModalOutcome[]>([]);
  const modalOpen = useModalState().open;
  const cashDeskOpen = opensCashDesk(useLocation());

  usePushHandler('tournament', (message) => {
    applyTournamentMessage(queryClient, message);
    if (message.action !== 'stop' && message.action !== 'stageChanged') return;
    // The toast's words are read outside a render: their namespace is loaded first.
    void loadMessages('competitions').then(() => {
      if (message.action === 'stageChanged') {
        const shown = stageToast(message.data, lang, t);
        if (shown) toast(shown);
        return;
      }
      const outcome = stopOutcome(message.data, lang, t);
      if (outcome?.kind === 'toast') toast(outcome.toast);
      else if (outcome) setWaiting((queue) => [...queue, outcome]);
    });
  });
  useResync(() => {
    for (const queryKey of [COMPETITION_VIEWS_KEY, PLAYER_COMPETITIONS_KEY])
      void queryClient.invalidateQueries({ queryKey });
  });

  useEffect(() => {
    const [next, ...rest] = waiting;
    if (!next || modalOpen || cashDeskOpen) return;
    openModal(next.name, next.params);
    setWaiting(rest);
  }, [waiting, modalOpen, cashDeskOpen]);
}
