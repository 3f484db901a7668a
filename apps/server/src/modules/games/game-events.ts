import type { Currency, RoundStatus } from '@casino/contracts';
import type { OutboxEvent } from '../../platform/events/outbox-event.ts';

/** A round as its events name it: the provider's round id and the game. */
export interface RoundRef {
  playerId: number;
  provider: string;
  roundId: string;
  gameId: number;
  gameSlug: string;
  currency: Currency;
}

function roundPayload(round: RoundRef) {
  return {
    roundId: round.roundId,
    provider: round.provider,
    gameId: round.gameId,
    gameSlug: round.gameSlug,
    currency: round.currency,
  };
}

/**
 * The games module's outbox events, appended in the transaction of the call they report (ARCHITECTURE rule 4).
 * The balance itself travels as the wallet's `BalanceChanged`.
 */
export const gameEvents = {
  /** Real money staked on a round. */
  betPlaced: (round: RoundRef, amount: number): OutboxEvent => ({
    type: 'BetPlaced',
    playerId: round.playerId,
    payload: { ...roundPayload(round), amount },
  }),
  /** A round closed: by its closing win or bet-and-win (`closed`), or by the refund of its bets (`rolled_back`). */
  roundSettled: (
    round: RoundRef,
    totals: { stake: number; win: number; status: Exclude<RoundStatus, 'open'> },
  ): OutboxEvent => ({
    type: 'RoundSettled',
    playerId: round.playerId,
    payload: { ...roundPayload(round), ...totals },
  }),
  /** A real-money game was launched for the player (their other pages may follow it). */
  gameLaunched: (playerId: number, game: { slug: string; isMoney: boolean }): OutboxEvent => ({
    type: 'GameLaunched',
    playerId,
    payload: { slug: game.slug, isMoney: game.isMoney },
  }),
};
