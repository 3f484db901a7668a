import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { opensCashDesk } from '../../../lib/cash-entry';
import type { ModalParams } from '../../../lib/modals/modal-registry';
import { openModal, useModalState } from '../../../lib/modals/modal-store';
import { usePushHandler } from '../../../lib/realtime/use-push-handler';
import { SEVENS_KEY } from './sevens-endpoints';

/**
 * The jackpot-sevens drops the player wins, on every page: the `win` push opens JackpotSevensSuccessModal once the
 * modal open now (the game the stake was made in) and the cash desk have closed, and reads the jackpot again.
 */
export default function SevensUpdates() {
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState<readonly ModalParams[]>([]);
  const modalOpen = useModalState().open;
  const cashDeskOpen = opensCashDesk(useLocation());

  usePushHandler('jackpotSevens', (message) => {
    if (message.action !== 'win') return;
    const { amount, currency, roundId } = message.data;
    setWaiting((queue) => [...queue, { amount: String(amount), currency, roundId: String(roundId) }]);
    void queryClient.invalidateQueries({ queryKey: SEVENS_KEY });
  });

  useEffect(() => {
    const [next, ...rest] = waiting;
    if (!next || modalOpen || cashDeskOpen) return;
    openModal('JackpotSevensSuccessModal', next);
    setWaiting(rest);
  }, [waiting, modalOpen, cashDeskOpen]);
  return null;
}
