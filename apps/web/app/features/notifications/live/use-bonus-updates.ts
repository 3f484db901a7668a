import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { usePushHandler } from '../../../lib/realtime/use-push-handler';
import { toast } from '../../../lib/toasts/toast-store';
import { handleBonusMessage, handleFreeSpinsMessage } from './bonus-updates';

/** The player's bonuses as push tells of them: the page and the balance follow, and the outcome is announced. */
export function useBonusUpdates(): void {
  const queryClient = useQueryClient();
  const { t, lang } = useTranslation();
  usePushHandler('bonus', (message) => handleBonusMessage(message, { queryClient, t, lang, show: toast }));
  usePushHandler('freespins', () => handleFreeSpinsMessage(queryClient));
}
