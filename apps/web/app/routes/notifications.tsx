import { NotificationsPage } from '../features/notifications/page/notifications-page';
import type { I18nHandle } from '../lib/i18n-bootstrap';
import { privatePageMeta } from '../lib/page-meta';
import type { Route } from './+types/notifications';

/**
 * The notification center (spec section 2, `notifications`) is a noLoadData route: the player's notifications
 * are loaded in the browser (the server-rendered page shows skeletons, or the login invitation to a guest).
 */
export const loader = () => null;
export const clientLoader = () => null;
/** The title's messages, loaded before the page hydrates. */
export const handle: I18nHandle = { i18n: ['notifications'] };
export const meta = (args: Route.MetaArgs) => privatePageMeta(args.matches, 'notifications.title');

export default function NotificationsPageRoute() {
  return <NotificationsPage />;
}
