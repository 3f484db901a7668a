import { useQueryClient } from '@tanstack/react-query';
import { usePushHandler } from '../../../lib/realtime/use-push-handler';
import { handleCashbackMessage } from './cashback-updates';

/** The player's cashback as push tells of it: the page and the balance follow. */
export function useCashbackUpdates(): void {
  const queryClient = useQueryClient();
  usePushHandler('cashback', (message) => handleCashbackMessage(message, queryClient));
}
