import type { StudioRound } from '@casino/contracts';
import type { StudioRoundRow } from './studio.schema.ts';

/**
 * A played round as the game client and the verify page see it. `balance` is the balance after the round; for a
 * round still pending, the caller passes the last balance it knows.
 */
export function studioRoundView(round: StudioRoundRow, balance: number): StudioRound {
  if (round.status === 'void') throw new Error(`round ${round.id} was refused and has no view`);
  return {
    roundId: round.id,
    gameSlug: round.gameSlug,
    bet: round.bet,
    win: round.win,
    balance,
    currency: round.currency,
    outcome: round.outcome,
    params: round.params,
    fairness: { serverSeedHash: round.serverSeedHash, clientSeed: round.clientSeed, nonce: round.nonce },
    status: round.status,
    playedAt: round.playedAt.toISOString(),
  };
}
