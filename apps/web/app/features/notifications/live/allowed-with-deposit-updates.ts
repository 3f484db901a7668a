import type { PushMessageOf } from '@casino/contracts';
import { getModalState, openModal } from '../../../lib/modals/modal-store';

type AllowedMessage = PushMessageOf<'allowedWithDep'>;

/** AllowedWithDepBonus's parameters from the message: the sleeping bonus and the deposit it is for. */
export function allowedWithDepositParams(message: AllowedMessage): Record<string, string> {
  return { bonusId: String(message.data.playerBonusId), depositAmount: String(message.data.depositAmount) };
}

/**
 * Opens AllowedWithDepBonus for the offer the message told of, unless it is over by now or the page is busy (the
 * cash desk the deposit was made in, or another modal): then the offer waits for `openWhenFree`. The bonuses page
 * lists it either way.
 */
export function openAllowedWithDeposit(
  message: AllowedMessage,
  page: { cashDeskOpen: boolean; now: number },
): 'opened' | 'busy' | 'over' {
  if (Date.parse(message.data.expiresAt) <= page.now) return 'over';
  if (page.cashDeskOpen || getModalState().open) return 'busy';
  return openModal('AllowedWithDepBonus', allowedWithDepositParams(message)) ? 'opened' : 'busy';
}
