import { usePushHandler } from '../../../lib/realtime/use-push-handler';
import { noteSiteVersion } from './app-update';

/** A new site version went live (the `app` message on the site-wide channel). */
export function useAppUpdates(): void {
  usePushHandler('app', (message) => noteSiteVersion(message.data.version));
}
