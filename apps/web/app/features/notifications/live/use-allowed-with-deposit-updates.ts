import type { PushMessageOf } from '@casino/contracts';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { opensCashDesk } from '../../../lib/cash-entry';
import { usePushHandler } from '../../../lib/realtime/use-push-handler';
import { openAllowedWithDeposit } from './allowed-with-deposit-updates';

/**
 * `allowedWithDep`: a deposit made without a bonus may still take one. The deposit was made in the cash desk, so
 * the offer usually arrives while it is open: it waits until the cash desk closes, then AllowedWithDepBonus opens.
 */
export function useAllowedWithDepositUpdates(): void {
  const cashDeskOpen = opensCashDesk(useLocation());
  const waiting = useRef<PushMessageOf<'allowedWithDep'> | null>(null);
  const deskOpen = useRef(cashDeskOpen);
  deskOpen.current = cashDeskOpen;

  usePushHandler('allowedWithDep', (message) => {
    const outcome = openAllowedWithDeposit(message, { cashDeskOpen: deskOpen.current, now: Date.now() });
    waiting.current = outcome === 'busy' ? message : null;
  });

  useEffect(() => {
    const message = waiting.current;
    if (cashDeskOpen || !message) return;
    const outcome = openAllowedWithDeposit(message, { cashDeskOpen, now: Date.now() });
    if (outcome !== 'busy') waiting.current = null;
  }, [cashDeskOpen]);
}
