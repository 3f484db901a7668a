import type { PushMessageOf } from '@casino/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { CASHBACK_QUERY_KEY } from '../../../lib/cashback-query-keys';
import { PLAYER_BALANCE_KEY } from '../../../lib/wallet-query-keys';

/** Spec section 4: like the bonus page, the cashback reloads 1000 ms after its message. */
export const CASHBACK_RELOAD_DELAY_MS = 1000;

/**
 * A `cashback` message, whatever its action (chosen, a period closed, collected): the cashback and the balance
 * (which a payout moved) are read again after 1000 ms, by then the server's answers show the cashback as it stands.
 */
export function handleCashbackMessage(_message: PushMessageOf<'cashback'>, queryClient: QueryClient): void {
  setTimeout(() => {
    for (const queryKey of [CASHBACK_QUERY_KEY, PLAYER_BALANCE_KEY]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, CASHBACK_RELOAD_DELAY_MS);
}
