import { useMessagesOf } from '../../../lib/i18n';
import { usePersonalOfferPopup } from '../personal-offers/use-personal-offer-popup';
import { useRecurringBonusUpdates } from './use-recurring-bonus-updates';

/**
 * The bonuses that come by themselves (daily, birthday, a landing's, a personal offer's BonusPopup), handled beside
 * the site's live updates.
 */
export default function RecurringBonusUpdates() {
  // Their toasts (a landing's bonus taken, a refusal) come from calls' answers, outside a render.
  useMessagesOf('bonuses');
  useRecurringBonusUpdates();
  usePersonalOfferPopup();
  return null;
}
