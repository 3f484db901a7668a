import { type Currency, domainEvent, type GameKind, type RoundStatus } from '@casino/contracts';

/** A round as its events name it: the provider's round id and the game. */
export interface RoundRef {
  playerId: number;
  provider: string;
  roundId: string;
  gameId: number;
  gameSlug: string;
  gameKind: GameKind;
  currency: Currency;
  /** When the call that the event reports was made (the casino's clock). */
  at: Date;
}

function roundPayload(round: RoundRef) {
  return {
    roundId: round.roundId,
    provider: round.provider,
    gameId: round.gameId,
    gameSlug: round.gameSlug,
    gameKind: round.gameKind,
    currency: round.currency,
    occurredAt: round.at.toISOString(),
  };
}

/** A bet's money on each balance (taken by its stake, or given back by its refund) and the bet's own ids. */
interface BetMoney {
  real: number;
  bonus: number;
  transactionId: string;
  transferId: number;
}

function betPayload(round: RoundRef, bet: BetMoney) {
  return { ...roundPayload(round), amount: bet.real + bet.bonus, ...bet };
}

/** The call and the ledger transfer behind an event (none for a closing win of nothing). */
interface CallIds {
  transactionId: string;
  transferId: number | null;
}

/**
 * The games module's outbox events (packages/contracts/src/events/game-events.ts), appended in the transaction
 * of the call they report (ARCHITECTURE rule 4). The balance itself travels as the wallet's `BalanceChanged`.
 */
export const gameEvents = {
  /** Money staked on a round: `real` and `bonus` are what the stake took from each balance. */
  betPlaced: (round: RoundRef, stake: BetMoney) =>
    domainEvent('BetPlaced', round.playerId, betPayload(round, stake)),
  /**
   * A bet refunded: `real` and `bonus` are what the refund gave back to each balance; the ids are the bet's own
   * (its provider's transaction id, the transfer that took its stake).
   */
  betRolledBack: (round: RoundRef, refund: BetMoney) =>
    domainEvent('BetRolledBack', round.playerId, betPayload(round, refund)),
  /** A round closed: by its closing win or bet-and-win (`closed`), or by the refund of its bets (`rolled_back`). */
  roundSettled: (
    round: RoundRef,
    totals: { stake: number; win: number; status: Exclude<RoundStatus, 'open'> },
    ids: CallIds,
  ) => domainEvent('RoundSettled', round.playerId, { ...roundPayload(round), ...totals, ...ids }),
  /** A real-money game was launched for the player (their other pages may follow it). */
  gameLaunched: (playerId: number, game: { slug: string; isMoney: boolean }) =>
    domainEvent('GameLaunched', playerId, { slug: game.slug, isMoney: game.isMoney }),
};
