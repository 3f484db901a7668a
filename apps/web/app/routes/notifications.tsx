import { NotificationsPage } from '../features/notifications/page/notifications-page';
import { privatePageMeta } from '../lib/page-meta';
import type { Route } from './+types/notifications';

/**
 * The notification center (spec section 2, `notifications`) is a noLoadData route: the player's notifications
 * are loaded in the browser (the server-rendered page shows skeletons, or the login invitation to a guest).
 */
export const loader = () => null;
export const clientLoader = () => null;
export const meta = (args: Route.MetaArgs) => privatePageMeta(args.matches, 'notifications.title');

export default function NotificationsPageRoute() {
  return <NotificationsPage />;
}
