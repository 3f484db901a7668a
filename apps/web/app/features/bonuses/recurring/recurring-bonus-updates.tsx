import { useRecurringBonusUpdates } from './use-recurring-bonus-updates';

/** The bonuses that come by themselves (daily, birthday, a landing's), handled beside the site's live updates. */
export default function RecurringBonusUpdates() {
  useRecurringBonusUpdates();
  return null;
}
