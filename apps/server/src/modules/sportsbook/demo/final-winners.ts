import type { FeedMessage } from '../../sandbox-feed/index.ts';
import { canonicalSpecifiers } from '../catalogue/market-key.ts';

/** A market's one winning outcome, as the feed left it by the end of a stretch of its messages. */
export interface FinalWinner {
  eventId: string;
  market: string;
  specifiers: Record<string, string>;
  outcome: string;
  /** When the settlement that stands was sent, epoch milliseconds. */
  settledAt: number;
}

/**
 * The markets settled in `messages` with exactly one outcome won outright (no void factor), as they stand at the
 * end: a later settlement replaces an earlier one, a rollback not settled again drops the market, and so does any
 * cancel (a voided window may cover the moment a bet was placed). In the order their standing settlements were sent.
 */
export function finalWinners(messages: readonly FeedMessage[]): FinalWinner[] {
  const standing = new Map<string, FinalWinner | null>();
  const cancelled = new Set<string>();
  const keyOf = (eventId: string, market: { id: string; specifiers: Record<string, string> }) =>
    `${eventId}|${market.id}|${canonicalSpecifiers(market.specifiers)}`;
  for (const message of messages) {
    if (message.type === 'bet_settlement') {
      for (const market of message.markets) {
        const won = market.outcomes.filter((outcome) => outcome.result === 1 && outcome.voidFactor === 0);
        const key = keyOf(message.eventId, market);
        // Re-inserted so the order is that of the settlement that stands.
        standing.delete(key);
        standing.set(
          key,
          won.length === 1 && won[0]
            ? {
                eventId: message.eventId,
                market: market.id,
                specifiers: { ...market.specifiers },
                outcome: won[0].id,
                settledAt: message.timestamp,
              }
            : null,
        );
      }
    } else if (message.type === 'rollback_bet_settlement') {
      for (const market of message.markets) standing.set(keyOf(message.eventId, market), null);
    } else if (message.type === 'bet_cancel') {
      for (const market of message.markets) cancelled.add(keyOf(message.eventId, market));
    }
  }
  return [...standing.entries()].flatMap(([key, winner]) => (winner && !cancelled.has(key) ? [winner] : []));
}
