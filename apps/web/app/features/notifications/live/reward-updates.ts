import type { PushMessageOf } from '@casino/contracts';
import type { Translate } from '@casino/i18n';
import type { ToastOptions } from '../../../lib/toasts/toast-store';

/**
 * A `reward` message: a prize won elsewhere on the site reached the player. A bonus prize is celebrated at once;
 * the offer it came as arrives with its own `assignedBonus` message, which opens BonusPopup to accept it.
 */
export function rewardToast(message: PushMessageOf<'reward'>, t: Translate): ToastOptions {
  switch (message.action) {
    case 'bonus':
      return {
        title: t('notifications.reward.bonus'),
        description: t('notifications.reward.bonusText'),
        tone: 'success',
      };
  }
}
