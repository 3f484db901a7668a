import type { Language, PushMessageOf } from '@casino/contracts';
import { formatMoney, type Translate } from '@casino/i18n';
import type { QueryClient } from '@tanstack/react-query';
import { BONUS_QUERY_KEY } from '../../../lib/bonus-query-keys';
import { insuranceOutcomeParams, isInsuranceOutcome } from '../../../lib/insurance-info';
import { openModal } from '../../../lib/modals/modal-store';
import type { ToastOptions } from '../../../lib/toasts/toast-store';
import { PLAYER_BALANCE_KEY } from '../../../lib/wallet-query-keys';

/** Spec section 4: the bonus page reloads 1000 ms after a bonus message. */
export const BONUS_RELOAD_DELAY_MS = 1000;

type BonusMessage = PushMessageOf<'bonus'>;

/**
 * What a bonus message tells the player, if anything: a completed bonus with the real money it became (or that it
 * ended, when it became none), a cancelled or expired one, a deposit credited without the bonus chosen for it and
 * why. Taken and activated bonuses only move the page.
 */
function bonusToast(message: BonusMessage, t: Translate, lang: Language): ToastOptions | null {
  switch (message.action) {
    case 'complete': {
      const { convertedAmount, currency } = message.data;
      return convertedAmount > 0
        ? {
            title: t('notifications.bonus.converted', {
              amount: formatMoney(convertedAmount, currency, lang),
            }),
            tone: 'success',
          }
        : { title: t('notifications.bonus.ended'), tone: 'info' };
    }
    case 'canceled':
      return {
        title: t(
          message.data.status === 'expired' ? 'notifications.bonus.expired' : 'notifications.bonus.canceled',
        ),
        description: t('notifications.bonus.canceledText'),
        tone: 'info',
      };
    case 'rejected':
      return {
        title: t('notifications.bonus.rejected'),
        description: t(`notifications.bonus.rejectedReasons.${message.data.reason}`),
        tone: 'error',
      };
    default:
      return null;
  }
}

/** The bonuses, the free spins and the balance, read again once the server's lists show the change. */
function reloadBonuses(queryClient: QueryClient): void {
  setTimeout(() => {
    for (const queryKey of [BONUS_QUERY_KEY, PLAYER_BALANCE_KEY]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, BONUS_RELOAD_DELAY_MS);
}

/** A `freespins` message (spins given, played, over): the bonus cards and the balance follow. */
export function handleFreeSpinsMessage(queryClient: QueryClient): void {
  reloadBonuses(queryClient);
}

/**
 * A `bonus` message, whatever its action: the bonuses and the balance (whose bonus part it moved) are read again
 * after 1000 ms, by then the server's lists show the bonus as it now stands; and the player hears what concerns
 * them at once. A deposit insurance's outcome (`restore`, `insurance-reject`) opens the RiskBonusPopup with it.
 */
export function handleBonusMessage(
  message: BonusMessage,
  context: { queryClient: QueryClient; t: Translate; lang: Language; show: (toast: ToastOptions) => void },
): void {
  reloadBonuses(context.queryClient);
  const toast = bonusToast(message, context.t, context.lang);
  if (toast) context.show(toast);
  if (isInsuranceOutcome(message)) openModal('RiskBonusPopup', insuranceOutcomeParams(message));
}
