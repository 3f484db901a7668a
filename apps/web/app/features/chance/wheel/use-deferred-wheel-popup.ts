import { WHEEL_POPUP_DELAY_MS } from '@casino/contracts';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { opensCashDesk } from '../../../lib/cash-entry';
import type { ModalName } from '../../../lib/modals/modal-names';
import { getModalState, openModal, useModalState } from '../../../lib/modals/modal-store';
import { wheelPopupWait } from './wheel-rules';

/**
 * Opens a wheel popup automatically by the spec's rule: 500 ms after it is due, unless a game, the deposit view or
 * another wheel popup (or any modal) is open; then it waits and shows 500 ms after they have closed. `onShown` tells
 * the caller it opened, so it is not opened twice.
 */
export function useDeferredWheelPopup(popup: ModalName | null, onShown: () => void): void {
  const modal = useModalState();
  const location = useLocation();
  const wait = wheelPopupWait({
    modal: modal.loaded ? modal.name : null,
    depositOpen: opensCashDesk(location),
  });

  useEffect(() => {
    if (!popup || wait !== null) return;
    const timer = setTimeout(() => {
      // Checked again when it fires: a modal may have opened in the last 500 ms.
      const now = getModalState();
      if (
        wheelPopupWait({
          modal: now.loaded ? now.name : null,
          depositOpen: opensCashDesk(window.location),
        }) !== null
      )
        return;
      if (openModal(popup)) onShown();
    }, WHEEL_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [popup, wait, onShown]);
}
