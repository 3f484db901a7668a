import { useLocation } from 'react-router';
import { opensCashDesk } from '../../../lib/cash-entry';
import { openServerPopup } from '../../../lib/modals/server-popup';
import { usePushHandler } from '../../../lib/realtime/use-push-handler';

/** Popups the server opens on the player's pages (the `popup` message), unless the page is busy. */
export function usePopupUpdates(): void {
  const cashDeskOpen = opensCashDesk(useLocation());
  usePushHandler('popup', (message) => {
    openServerPopup(message.data.name, { cashDeskOpen });
  });
}
