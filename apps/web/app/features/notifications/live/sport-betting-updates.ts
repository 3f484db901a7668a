import type { Language, PlayerMainData, PushMessageOf } from '@casino/contracts';
import { formatMoney, type Translate } from '@casino/i18n';
import type { QueryClient } from '@tanstack/react-query';
import { BONUS_QUERY_KEY } from '../../../lib/bonus-query-keys';
import type { ToastOptions } from '../../../lib/toasts/toast-store';
import { PLAYER_BALANCE_KEY } from '../../../lib/wallet-query-keys';

/** Spec section 4: like a `bonus` message, the bonuses are read again 1000 ms after a `sportBetting` one. */
export const SPORT_BETTING_RELOAD_DELAY_MS = 1000;

type SportBettingMessage = PushMessageOf<'sportBetting'>;

/** The actions after which the player has an active sport bonus (a free bet to place, or riding on its bet). */
const ACTIVE_ACTIONS: ReadonlySet<SportBettingMessage['action']> = new Set(['applied', 'rollover']);

/**
 * What a sport bonus's message tells the player: a free bet given ("you have a free bet of ₴100"), and one over
 * that won nothing. A free bet whose bet won is not announced here: the bet's own settlement (`sportBet`) says
 * what it won, as for every bet, and the player hears of the win once. The other actions only move the page.
 */
export function sportBettingToast(
  message: SportBettingMessage,
  t: Translate,
  lang: Language,
): ToastOptions | null {
  const { amount, convertedAmount, currency } = message.data;
  switch (message.action) {
    case 'applied':
      return {
        title: t('notifications.sportBetting.applied', { amount: formatMoney(amount, currency, lang) }),
        description: t('notifications.sportBetting.appliedText'),
        tone: 'success',
      };
    case 'completed':
      return convertedAmount > 0 ? null : { title: t('notifications.sportBetting.completed'), tone: 'info' };
    default:
      return null;
  }
}

/**
 * The player's `hasActiveSportBettingBonus` after the message (spec section 4: canceled, expired and completed take
 * the bonus off the active ones, the others add or update it). After `applied` or `rollover` one is active for sure;
 * after any other action another may still be, which only the server knows: null asks it.
 */
export function playerAfterSportBetting<Player extends Pick<PlayerMainData, 'hasActiveSportBettingBonus'>>(
  player: Player,
  action: SportBettingMessage['action'],
): Player | null {
  if (!ACTIVE_ACTIONS.has(action)) return null;
  return player.hasActiveSportBettingBonus ? player : { ...player, hasActiveSportBettingBonus: true };
}

/**
 * A `sportBetting` message, whatever its action: the bonuses (the sport tab's list and the free bets the bet slip
 * offers, both under the bonuses' key) and the balance (a free bet's winnings) are read again after 1000 ms, by
 * then the server's lists show the bonus as it now stands; and the player hears what concerns them at once.
 */
export function handleSportBettingMessage(
  message: SportBettingMessage,
  context: { queryClient: QueryClient; t: Translate; lang: Language; show: (toast: ToastOptions) => void },
): void {
  setTimeout(() => {
    for (const queryKey of [BONUS_QUERY_KEY, PLAYER_BALANCE_KEY]) {
      void context.queryClient.invalidateQueries({ queryKey });
    }
  }, SPORT_BETTING_RELOAD_DELAY_MS);
  const toast = sportBettingToast(message, context.t, context.lang);
  if (toast) context.show(toast);
}
