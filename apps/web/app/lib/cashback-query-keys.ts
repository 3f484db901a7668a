import type { Language } from '@casino/contracts';
import { BONUS_QUERY_KEY } from './bonus-query-keys';

/**
 * Cache keys of the player's cashback, shared by the bonuses page, the cashback modals and the push reaction. Under
 * the bonuses' key: whatever reads the bonuses again (a bonus push, a bonus taken) reads cashback too.
 */
export const CASHBACK_QUERY_KEY = [...BONUS_QUERY_KEY, 'cashback'] as const;

/** The chosen cashback, the periods to collect and the programmes on offer, their texts in `lang`. */
export function cashbackOverviewKey(lang: Language) {
  return [...CASHBACK_QUERY_KEY, 'overview', lang] as const;
}
