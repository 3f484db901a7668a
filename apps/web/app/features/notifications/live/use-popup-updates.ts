import { useLocation } from 'react-router';
import { opensCashDesk } from '../../../lib/cash-entry';
import { usePushHandler } from '../../../lib/realtime/use-push-handler';
import { openServerPopup } from './server-popup';

/** Popups the server opens on the player's pages (the `popup` message), unless the page is busy. */
export function usePopupUpdates(): void {
  const cashDeskOpen = opensCashDesk(useLocation());
  usePushHandler('popup', (message) => {
    openServerPopup(message.data.name, { cashDeskOpen });
  });
}
