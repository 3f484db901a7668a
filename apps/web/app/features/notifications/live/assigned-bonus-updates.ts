import type { PushMessageOf } from '@casino/contracts';
import type { Translate } from '@casino/i18n';
import type { QueryClient } from '@tanstack/react-query';
import { BONUS_QUERY_KEY } from '../../../lib/bonus-query-keys';
import type { ToastOptions } from '../../../lib/toasts/toast-store';
import { BONUS_RELOAD_DELAY_MS } from './bonus-updates';

/**
 * An `assignedBonus` message (a personal offer made, a sleeping bonus expired): like every bonus message, the
 * bonuses (the page, the offers, BonusPopup's list) are read again after 1000 ms; an expired bonus is told at once.
 * A new offer needs no toast: BonusPopup opens for it once the offers are read again.
 */
export function handleAssignedBonusMessage(
  message: PushMessageOf<'assignedBonus'>,
  context: { queryClient: QueryClient; t: Translate; show: (toast: ToastOptions) => void },
): void {
  setTimeout(() => {
    void context.queryClient.invalidateQueries({ queryKey: BONUS_QUERY_KEY });
  }, BONUS_RELOAD_DELAY_MS);
  if (message.action === 'expired') {
    context.show({
      title: context.t('notifications.assignedBonus.expired'),
      description: context.t('notifications.assignedBonus.expiredText'),
      tone: 'info',
    });
  }
}
