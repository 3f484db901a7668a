import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { fetchPlayerMainData } from '../../../lib/account/player-main-data';
import { useAppData, useSetPlayer } from '../../../lib/app-data';
import { PLAYER_QUERY_KEY } from '../../../lib/player-query-keys';
import { usePushHandler, useResync } from '../../../lib/realtime/use-push-handler';
import { PLAYER_BALANCE_KEY, PLAYER_TRANSACTIONS_KEY } from '../../../lib/wallet-query-keys';
import {
  applyDocument,
  applyPaymentStatus,
  applyProfile,
  applyVerificationStatus,
  playerWithProfile,
} from './account-cache';
import { changedPlayerStatus, usePlayerStatusAction } from './player-status';

/** The cash desk's own queries (methods, withdrawals, payment states) all start with this key. */
const CASH_QUERY_KEY = ['cash'] as const;

/**
 * The player's money and account as push tells of them, in the query cache instead of by reloading: a
 * `setBalance` carries the whole balance, which replaces the cached one; a deposit or withdrawal makes the history
 * and the cash desk read again; a payment's new status, the profile, a document and the verification status are
 * written into the cache as the messages carry them, and the header follows the profile. A profile with a new
 * account review status opens what the status asks for (spec section 4: the deposit screen, identity
 * verification or the registration confirmation). A (re)subscribed personal channel reads all of the player's
 * data again: nothing missed in between is replayed.
 */
export function useAccountUpdates(): void {
  const queryClient = useQueryClient();
  const { appMain, i18nLang } = useAppData();
  const setPlayer = useSetPlayer();
  const actOnPlayerStatus = usePlayerStatusAction();
  const refresh = (...keys: QueryKey[]) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };

  usePushHandler('setBalance', (message) => {
    queryClient.setQueryData(PLAYER_BALANCE_KEY, message.data);
  });
  const moneyMoved = () => refresh(PLAYER_TRANSACTIONS_KEY, CASH_QUERY_KEY);
  usePushHandler('deposit', moneyMoved);
  usePushHandler('withdraw', moneyMoved);
  usePushHandler('payment', (message) => applyPaymentStatus(queryClient, message));
  usePushHandler('player', (message) => {
    const newStatus = changedPlayerStatus(appMain.player, message.data.main);
    applyProfile(queryClient, message.data);
    const player = playerWithProfile(appMain.player, message.data);
    if (player) setPlayer(player);
    else fetchPlayerMainData(i18nLang).then(setPlayer, () => undefined);
    if (newStatus) actOnPlayerStatus(newStatus);
  });
  usePushHandler('documents', (message) => applyDocument(queryClient, message.data));
  usePushHandler('playerIdentityVerification', (message) =>
    applyVerificationStatus(queryClient, message.action),
  );
  useResync(() => refresh(PLAYER_QUERY_KEY));
}
