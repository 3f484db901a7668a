import type { StudioRoundLookupResponse } from '@casino/contracts';
import { studioRoundView } from './round-view.ts';
import { studioErrors } from './studio.errors.ts';
import type { StudioRepository } from './studio.repository.ts';
import type { LiveSession } from './studio-session.service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A round's public facts, for the verify page: what was staked and drawn, the seed pair and nonce, and the
 * server seed once rotated away. Only settled rounds are found: one the casino refused was never played, and
 * one it has not answered yet is not shown to anyone (decision 017). The balance after the round is the
 * player's own business: it is shown only to a session of the round's player.
 */
export async function roundFacts(
  repository: StudioRepository,
  roundId: string,
  viewer: LiveSession | null,
): Promise<StudioRoundLookupResponse['data']> {
  const found = UUID.test(roundId) ? await repository.roundWithSeed(roundId) : null;
  if (found?.round.status !== 'settled') throw studioErrors.roundNotFound();
  const { round, serverSeed } = found;
  const { balance, ...view } = studioRoundView(round);
  const ownRound = viewer !== null && viewer.playerRef === round.playerRef && viewer.mode === round.mode;
  return { ...view, ...(ownRound ? { balance } : {}), serverSeed };
}
