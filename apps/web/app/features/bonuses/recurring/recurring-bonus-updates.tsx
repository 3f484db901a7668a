import { usePersonalOfferPopup } from '../personal-offers/use-personal-offer-popup';
import { useRecurringBonusUpdates } from './use-recurring-bonus-updates';

/**
 * The bonuses that come by themselves (daily, birthday, a landing's, a personal offer's BonusPopup), handled beside
 * the site's live updates.
 */
export default function RecurringBonusUpdates() {
  useRecurringBonusUpdates();
  usePersonalOfferPopup();
  return null;
}
