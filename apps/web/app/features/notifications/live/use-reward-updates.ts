import { useTranslation } from '../../../lib/i18n';
import { usePushHandler } from '../../../lib/realtime/use-push-handler';
import { toast } from '../../../lib/toasts/toast-store';
import { rewardToast } from './reward-updates';

/** Prizes the player won, as push tells of them. */
export function useRewardUpdates(): void {
  const { t } = useTranslation();
  usePushHandler('reward', (message) => toast(rewardToast(message, t)));
}
