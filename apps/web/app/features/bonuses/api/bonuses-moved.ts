import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { BONUS_QUERY_KEY } from '../../../lib/bonus-query-keys';
import { PLAYER_BALANCE_KEY } from '../../../lib/wallet-query-keys';

/**
 * After a bonus is taken, hidden or cancelled: the bonuses and the balance (whose `bonus` part it may have moved)
 * are read again, wherever they show.
 */
export function useBonusesMoved(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    for (const queryKey of [BONUS_QUERY_KEY, PLAYER_BALANCE_KEY]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [queryClient]);
}
