import { domainEvent } from '@casino/contracts';
import type { SportBetRow } from './sport-bets.repository.ts';

/** What every event of a bet says of it (the win feed, competitions and loyalty read these). */
export function betFields(bet: SportBetRow, selections: number) {
  return {
    betId: bet.id,
    type: bet.type,
    currency: bet.currency,
    stake: bet.stake,
    odds: bet.odds,
    selections,
    freebetId: bet.freebetId,
    placedAt: bet.placedAt.toISOString(),
  };
}

/** The event of a bet that now stands. */
export function acceptedEvent(bet: SportBetRow, selections: number) {
  return domainEvent('SportBetAccepted', bet.playerId, { ...betFields(bet, selections), live: bet.live });
}
