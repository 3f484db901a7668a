import type { StudioRoundLookupResponse } from '@casino/contracts';
import { studioRoundView } from './round-view.ts';
import { studioErrors } from './studio.errors.ts';
import type { StudioRepository } from './studio.repository.ts';
import type { StudioRoundRow } from './studio.schema.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A round's public facts, for the verify page and for a game client waiting on a pending round: what was
 * staked and drawn, the seed pair and nonce, and the server seed once rotated away. Rounds the casino refused
 * were never played and are not found.
 */
export async function roundFacts(
  repository: StudioRepository,
  roundId: string,
): Promise<StudioRoundLookupResponse['data']> {
  const found = UUID.test(roundId) ? await repository.roundWithSeed(roundId) : null;
  if (!found || found.round.status === 'void') throw studioErrors.roundNotFound();
  const { round, serverSeed } = found;
  return { ...studioRoundView(round, await roundBalance(repository, round)), serverSeed };
}

/**
 * The balance a round answers with: the one after it once known; while the casino has not confirmed it, the
 * last balance its session heard of (an earlier round's, or the one it started with).
 */
export async function roundBalance(repository: StudioRepository, round: StudioRoundRow): Promise<number> {
  if (round.balanceAfter !== null) return round.balanceAfter;
  const known = await repository.lastKnownBalance(round.sessionId);
  if (known !== null) return known;
  const session = await repository.session(round.sessionId);
  if (!session) throw new Error(`studio round ${round.id} has no session`);
  return session.openingBalance;
}
