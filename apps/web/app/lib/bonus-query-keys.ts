import type { Language } from '@casino/contracts';
import { PLAYER_QUERY_KEY } from './player-query-keys';

/**
 * Cache keys of the player's bonuses, shared by the bonuses page, the cash desk's bonus choice and the push
 * reaction, so that a bonus that moved is read again wherever it shows. Under the player's key, so a resubscribed
 * push channel reads them again with the rest. A bonus's title and description come in the page's language, which
 * is part of each read's key: a page in another language reads them again rather than show the cached ones.
 */
export const BONUS_QUERY_KEY = [...PLAYER_QUERY_KEY, 'bonuses'] as const;

/** A tab of the bonuses page: casino bonuses, or the sportsbook's (`?tab=sport`). */
export type BonusListTab = 'casino' | 'sport';

/** A tab of the bonuses page, the casino's unless named. */
export function bonusListKey(lang: Language, tab: BonusListTab = 'casino') {
  return [...BONUS_QUERY_KEY, 'list', tab, lang] as const;
}

/** How many bonuses the player may take now (the player menu's count). */
export function availableBonusesKey() {
  return [...BONUS_QUERY_KEY, 'available'] as const;
}

/** The player's free spins to play now (`period-fs`): under the bonuses' key, so every bonus change reads them. */
export function freeSpinsKey(lang: Language) {
  return [...BONUS_QUERY_KEY, 'free-spins', lang] as const;
}

/** The deposit bonuses an amount qualifies for, as the cash desk offers them. */
export function depositBonusesKey(amount: number, lang: Language) {
  return [...BONUS_QUERY_KEY, 'deposit', amount, lang] as const;
}

/**
 * The player's free bets to place (decision 033): under the bonuses' key, since each is a bonus of theirs, so a
 * bonus taken, cancelled or moved by push reads them again wherever they show (the bet slip, the bonuses page).
 */
export const FREEBETS_KEY = [...BONUS_QUERY_KEY, 'freebets'] as const;

export function freebetsKey(lang: Language) {
  return [...FREEBETS_KEY, lang] as const;
}
