import { useState } from 'react';
import { callChanceEndpoint } from '../../lib/chance-endpoints';

export type RevealState = 'idle' | 'revealing' | 'revealed' | 'not-yours' | 'failed';

/**
 * A signed-in player's server seed behind a committed hash: read from their draws once revealed, or revealed now by
 * rotating when it is the seed in play (the next draws then come from a new committed seed).
 */
export function useRevealSeed(onSeed: (serverSeed: string) => void) {
  const [state, setState] = useState<RevealState>('idle');
  const reveal = async (hash: string) => {
    setState('revealing');
    try {
      const draws = (await callChanceEndpoint('draws')).data;
      const known = draws.find((draw) => draw.serverSeedHash === hash && draw.serverSeed !== null);
      if (known?.serverSeed) {
        onSeed(known.serverSeed);
        setState('revealed');
        return;
      }
      const current = (await callChanceEndpoint('fairness')).data;
      if (current.serverSeedHash !== hash) {
        setState('not-yours');
        return;
      }
      const rotated = (await callChanceEndpoint('rotate')).data;
      onSeed(rotated.revealed.serverSeed);
      setState('revealed');
    } catch {
      setState('failed');
    }
  };
  return { state, reveal };
}
