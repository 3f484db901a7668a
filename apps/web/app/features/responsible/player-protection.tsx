import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { onSelfExclusionRefusal } from '../../lib/api-client';
import { useAppData, useSetPlayer } from '../../lib/app-data';
import { getModalState } from '../../lib/modals/modal-store';
import { usePushHandler } from '../../lib/realtime/use-push-handler';
import { SESSION_FIGURES_KEY } from './api/query-keys';
import { openProtectionModal } from './protection-modals';
import { modalForSelfExclusion, tillParams } from './self-exclusion-refusal';

/**
 * Player protection on every page: any call answered 444 shows the Ludoman modal once and flags the player as
 * excluded (spec section 8), the selfExclusion push message does the same when the exclusion was set elsewhere,
 * and the realityCheck push message shows the reality check with its figures (RTS 13).
 */
export function PlayerProtection() {
  const queryClient = useQueryClient();
  const { player } = useAppData().appMain;
  const setPlayer = useSetPlayer();
  const latestPlayer = useRef(player);
  latestPlayer.current = player;

  const markExcluded = useCallback(() => {
    const current = latestPlayer.current;
    if (!current.isGuest && current.ludomanRequestStatus !== 'active') {
      setPlayer({ ...current, ludomanRequestStatus: 'active' });
    }
  }, [setPlayer]);

  useEffect(
    () =>
      onSelfExclusionRefusal((refusal) => {
        openProtectionModal(modalForSelfExclusion(refusal));
        markExcluded();
      }),
    [markExcluded],
  );

  // An exclusion set on any of the player's pages ends real-money play here too: the Ludoman modal takes the place
  // of an open game, whose session the casino has ended. Elsewhere the page only learns of it (the page where the
  // player set it shows the exclusion already).
  usePushHandler('selfExclusion', (message) => {
    const { open, name } = getModalState();
    if (open && name === 'Game') {
      openProtectionModal({ name: 'LudomanModal', params: tillParams(message.data) });
    }
    markExcluded();
  });

  usePushHandler('realityCheck', (message) => {
    queryClient.setQueryData(SESSION_FIGURES_KEY, message.data);
    openProtectionModal({ name: 'RealityCheckModal', params: {} });
  });

  return null;
}
