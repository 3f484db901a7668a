import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { usePushHandler } from '../../../lib/realtime/use-push-handler';
import { toast } from '../../../lib/toasts/toast-store';
import { handleAssignedBonusMessage } from './assigned-bonus-updates';

/** The player's personal offers and sleeping bonuses as push tells of them. */
export function useAssignedBonusUpdates(): void {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  usePushHandler('assignedBonus', (message) =>
    handleAssignedBonusMessage(message, { queryClient, t, show: toast }),
  );
}
