import type { RoundSummaryView, RoundView } from '@casino/contracts/backoffice';
import type { RoundRecord, RoundSummary } from '../../games/index.ts';

/** A round as the console's lists show it. */
export function roundSummaryOf(round: RoundSummary): RoundSummaryView {
  return {
    id: round.id,
    provider: round.provider,
    roundId: round.roundId,
    game: round.game,
    currency: round.currency,
    stake: round.stake,
    bonusStake: round.bonusStake,
    win: round.win,
    status: round.status,
    freeRound: round.freeRound,
    openedAt: round.openedAt.toISOString(),
    closedAt: round.closedAt?.toISOString() ?? null,
  };
}

/** A round looked up, with its player's login. */
export function roundViewOf(round: RoundRecord, login: string): RoundView {
  return {
    ...roundSummaryOf(round),
    player: { id: round.playerId, login },
    balanceBefore: round.balanceBefore,
    balanceAfter: round.balanceAfter,
    outcome: round.outcome,
    provablyFair: round.provablyFair,
    verifyUrl: round.verifyUrl,
  };
}
