import { usePushConnection } from '../../../lib/realtime/use-push-connection';
import { AppUpdateNotice } from './app-update-notice';
import { useAccountUpdates } from './use-account-updates';
import { useAllowedWithDepositUpdates } from './use-allowed-with-deposit-updates';
import { useAppUpdates } from './use-app-updates';
import { useAssignedBonusUpdates } from './use-assigned-bonus-updates';
import { useBonusUpdates } from './use-bonus-updates';
import { useCashbackUpdates } from './use-cashback-updates';
import { useLiveStatusMarker } from './use-live-status-marker';
import { useNotificationUpdates } from './use-notification-updates';
import { usePopupUpdates } from './use-popup-updates';
import { useRewardUpdates } from './use-reward-updates';
import { useSportBetUpdates } from './use-sport-bet-updates';
import { useSportBettingUpdates } from './use-sport-betting-updates';

/** The connection as the current viewer, the handlers of the wired message types, and the app-updated notice. */
export default function LiveUpdatesClient() {
  usePushConnection();
  useLiveStatusMarker();
  useAccountUpdates();
  useBonusUpdates();
  useAssignedBonusUpdates();
  useAllowedWithDepositUpdates();
  useCashbackUpdates();
  useSportBettingUpdates();
  useSportBetUpdates();
  useNotificationUpdates();
  useAppUpdates();
  usePopupUpdates();
  useRewardUpdates();
  return <AppUpdateNotice />;
}
