import type { CompetitionAlert, Currency, PushMessageOf } from '@casino/contracts';
import { COMPETITION_ALERTS } from '@casino/contracts';

/** A round that did not score, or scored less, and the rule it broke, as the game's block shows it. */
export interface ShownAlert {
  alert: CompetitionAlert;
  minBet: number;
  maxBet: number | null;
  currency: Currency;
}

function isAlert(action: string): action is CompetitionAlert {
  return (COMPETITION_ALERTS as readonly string[]).includes(action);
}

/**
 * The alert shown after a `tournament` message of the competition in play: a new alert takes the place of the last;
 * a scoring round clears the minimum bet's (spec section 5: a min-alert clears when a bet reaches the minimum),
 * while the others stay until they time out or are dismissed. Messages of other competitions change nothing.
 */
export function nextAlert(
  current: ShownAlert | null,
  message: PushMessageOf<'tournament'>,
  competitionId: number,
): ShownAlert | null {
  if (message.data.competitionId !== competitionId) return current;
  if (message.action === 'bet') return current?.alert === 'min-alert' ? null : current;
  if (message.action === 'stop') return null;
  if (isAlert(message.action) && 'alert' in message.data) {
    const { minBet, maxBet, currency } = message.data;
    return { alert: message.action, minBet, maxBet, currency };
  }
  return current;
}
