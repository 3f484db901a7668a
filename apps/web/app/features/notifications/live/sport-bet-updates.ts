import type { Language, PushMessageOf } from '@casino/contracts';
import { formatMoney, type Translate } from '@casino/i18n';
import type { QueryClient } from '@tanstack/react-query';
import { FREEBETS_KEY } from '../../../lib/bonus-query-keys';
import type { ToastOptions } from '../../../lib/toasts/toast-store';
import { PLAYER_BALANCE_KEY } from '../../../lib/wallet-query-keys';
import { applySportBetMessage } from './sport-bet-cache';

type SportBetMessage = PushMessageOf<'sportBet'>;

/**
 * What a `sportBet` message tells the player wherever they are: a bet won, with what it paid (only on the step that
 * paid it, so a resettlement that moves nothing is not announced again), and a live bet refused after its delay,
 * with why and that its stake came back. Acceptance, losses, reopenings and cash-out values only move the page (a
 * cash-out the player made is announced by the cash-out itself).
 */
export function sportBetToast(message: SportBetMessage, t: Translate, lang: Language): ToastOptions | null {
  if (message.action === 'rejected') {
    const reason = t(`notifications.sportBet.rejectedReasons.${message.data.reason}`);
    return {
      title: t('notifications.sportBet.rejected'),
      description: t('notifications.sportBet.rejectedText', { reason }),
      tone: 'error',
    };
  }
  if (message.action === 'settled' && message.data.outcome === 'won' && message.data.change > 0) {
    const { payout, currency } = message.data;
    return {
      title: t('notifications.sportBet.won', { amount: formatMoney(payout, currency, lang) }),
      tone: 'success',
    };
  }
  return null;
}

/**
 * A `sportBet` message: "my bets", the slip's followed bet and the cash-out values follow it in the cache; a refused
 * live bet's stake came back (to the balance, or to its free bet, which may be placed again) and a settlement moved
 * money, so those are read again at once; and the player hears what concerns them.
 */
export function handleSportBetMessage(
  message: SportBetMessage,
  context: { queryClient: QueryClient; t: Translate; lang: Language; show: (toast: ToastOptions) => void },
): void {
  applySportBetMessage(context.queryClient, message);
  const moved =
    message.action === 'rejected'
      ? [PLAYER_BALANCE_KEY, FREEBETS_KEY]
      : message.action === 'settled'
        ? [PLAYER_BALANCE_KEY]
        : [];
  for (const queryKey of moved) void context.queryClient.invalidateQueries({ queryKey });
  const toast = sportBetToast(message, context.t, context.lang);
  if (toast) context.show(toast);
}
