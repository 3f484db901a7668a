import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { PLAYER_BALANCE_KEY, PLAYER_TRANSACTIONS_KEY } from '../../../lib/wallet-query-keys';

/**
 * After a deposit, withdrawal or cancellation: everything that shows the player's money is read again — the
 * header balance, the cash desk's data, withdrawals and the history.
 */
export function useMoneyMoved(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    for (const queryKey of [PLAYER_BALANCE_KEY, PLAYER_TRANSACTIONS_KEY, ['cash']]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [queryClient]);
}
