import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { PLAYER_DOCUMENTS_KEY, PLAYER_PROFILE_KEY, PLAYER_QUERY_KEY } from '../../../lib/player-query-keys';
import { usePushHandler, useResync } from '../../../lib/realtime/use-push-handler';
import { PLAYER_BALANCE_KEY, PLAYER_TRANSACTIONS_KEY } from '../../../lib/wallet-query-keys';

/** The cash desk's own queries (methods, withdrawals, payment states) all start with this key. */
const CASH_QUERY_KEY = ['cash'] as const;

/**
 * The player's money and account as push tells of them, in the query cache instead of by reloading: a
 * `setBalance` carries the whole balance, which replaces the cached one; a deposit, withdrawal or payment makes
 * the history and the cash desk read again; profile and identity messages make the profile read again. A
 * (re)subscribed personal channel reads all of the player's data again: nothing missed in between is replayed.
 */
export function useAccountUpdates(): void {
  const queryClient = useQueryClient();
  const refresh = (...keys: QueryKey[]) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };

  usePushHandler('setBalance', (message) => {
    queryClient.setQueryData(PLAYER_BALANCE_KEY, message.data);
  });
  const moneyMoved = () => refresh(PLAYER_TRANSACTIONS_KEY, CASH_QUERY_KEY);
  usePushHandler('deposit', moneyMoved);
  usePushHandler('withdraw', moneyMoved);
  usePushHandler('payment', moneyMoved);
  usePushHandler('player', () => refresh(PLAYER_PROFILE_KEY));
  usePushHandler('documents', () => refresh(PLAYER_PROFILE_KEY, PLAYER_DOCUMENTS_KEY));
  usePushHandler('playerIdentityVerification', () => refresh(PLAYER_PROFILE_KEY, PLAYER_DOCUMENTS_KEY));
  useResync(() => refresh(PLAYER_QUERY_KEY));
}
