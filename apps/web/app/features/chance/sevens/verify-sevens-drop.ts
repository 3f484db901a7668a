import type { SevensDrop } from '@casino/contracts';
import { fairDropPoint, serverSeedHash } from '@casino/game-math';

/** A past drop recomputed in the browser from its revealed seed, with the server's own function. */
export interface SevensDropCheck {
  /** SHA-256 of the revealed seed. */
  hash: string;
  /** The drop point that seed gives under the round's seed amount and ceiling. */
  dropAmount: number;
  /** Both are what the round published: the hash before it opened, the drop point once it dropped. */
  matches: boolean;
}

export function checkSevensDrop(drop: SevensDrop): SevensDropCheck {
  const hash = serverSeedHash(drop.serverSeed);
  const dropAmount = fairDropPoint(drop.serverSeed, drop);
  return {
    hash,
    dropAmount,
    matches: hash === drop.serverSeedHash && dropAmount === drop.dropAmount && drop.amount >= dropAmount,
  };
}
