import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { onSelfExclusionRefusal } from '../../lib/api-client';
import { useAppData, useSetPlayer } from '../../lib/app-data';
import { usePushHandler } from '../../lib/realtime/use-push-handler';
import { SESSION_FIGURES_KEY } from './api/session-figures';
import { openProtectionModal } from './protection-modals';
import { modalForSelfExclusion } from './self-exclusion-refusal';

/**
 * Player protection on every page: any call answered 444 shows the Ludoman modal once and flags the player as
 * excluded (spec section 8), and the realityCheck push message shows the reality check with its figures (RTS 13).
 */
export function PlayerProtection() {
  const queryClient = useQueryClient();
  const { player } = useAppData().appMain;
  const setPlayer = useSetPlayer();
  const latestPlayer = useRef(player);
  latestPlayer.current = player;

  useEffect(
    () =>
      onSelfExclusionRefusal((refusal) => {
        openProtectionModal(modalForSelfExclusion(refusal));
        const current = latestPlayer.current;
        if (!current.isGuest && current.ludomanRequestStatus !== 'active') {
          setPlayer({ ...current, ludomanRequestStatus: 'active' });
        }
      }),
    [setPlayer],
  );

  usePushHandler('realityCheck', (message) => {
    queryClient.setQueryData(SESSION_FIGURES_KEY, message.data);
    openProtectionModal({ name: 'RealityCheckModal', params: {} });
  });

  return null;
}
