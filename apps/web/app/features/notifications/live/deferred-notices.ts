import type { Notification } from '@casino/contracts';

/**
 * Spec section 4: notifications that arrive while the cash desk is open are shown after it closes. A deposit's
 * outcome is not repeated then: the cash desk already showed it.
 */
export function noticesAfterCashDesk(waiting: readonly Notification[]): Notification[] {
  return waiting.filter((notification) => notification.type !== 'deposit');
}
