import { useAppData } from '../../../lib/app-data';
import { NotificationsGuest } from './notifications-guest';
import { PlayerNotifications } from './player-notifications';

/** `/notifications/`: the player's notification center, or for a guest the invitation to log in. */
export function NotificationsPage() {
  const { isGuest } = useAppData().appMain.player;
  return isGuest ? <NotificationsGuest /> : <PlayerNotifications />;
}
