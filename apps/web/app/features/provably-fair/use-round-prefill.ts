import { useEffect, useState } from 'react';
import { fetchRound, type RoundFacts } from '../../studio/api/fetch-round';
import { lookupSeed } from '../../studio/api/seeds';
import { StudioCallError } from '../../studio/api/studio-request';

export type Prefill =
  | { status: 'none' }
  | { status: 'loading' }
  /** `serverSeed` is null while the seed is still in play (not rotated away yet). */
  | { status: 'loaded'; round: RoundFacts; serverSeed: string | null }
  | { status: 'not-found' }
  | { status: 'failed' };

/**
 * `?round=<id>`: the round's public facts from the studio, and its server seed once revealed (the round carries
 * it when known; a seed revealed since is looked up by its hash).
 */
export function useRoundPrefill(roundId: string | null): Prefill {
  const [prefill, setPrefill] = useState<Prefill>(roundId ? { status: 'loading' } : { status: 'none' });
  useEffect(() => {
    if (!roundId) {
      setPrefill({ status: 'none' });
      return;
    }
    const controller = new AbortController();
    setPrefill({ status: 'loading' });
    (async () => {
      const round = await fetchRound(roundId, controller.signal);
      const serverSeed =
        round.serverSeed ?? (await lookupSeed(round.fairness.serverSeedHash, controller.signal)).serverSeed;
      setPrefill({ status: 'loaded', round, serverSeed });
    })().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      setPrefill({
        status: error instanceof StudioCallError && error.status === 404 ? 'not-found' : 'failed',
      });
    });
    return () => controller.abort();
  }, [roundId]);
  return prefill;
}
