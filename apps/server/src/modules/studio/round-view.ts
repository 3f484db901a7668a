import type { StudioRound } from '@casino/contracts';
import type { StudioRoundRow } from './studio.schema.ts';

/**
 * A settled round as its player sees it, with the balance after it. Only a settled round has a view: a round
 * the casino has not taken the stake of shows nothing (decision 017).
 */
export function studioRoundView(round: StudioRoundRow): StudioRound {
  const balance = round.balanceAfter;
  if (round.status !== 'settled' || balance === null) {
    throw new Error(`round ${round.id} is ${round.status} and has no view`);
  }
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
    ...(round.freeRoundId === null ? {} : { freeRound: true }),
  };
}
