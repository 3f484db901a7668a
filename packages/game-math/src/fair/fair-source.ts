import { utf8Bytes } from '../hash/bytes.ts';
import { hmacSha256 } from '../hash/hmac-sha256.ts';
import type { RandomSource, Seeds } from '../types.ts';

const DRAWS_PER_ROUND = 8;

/** The message whose HMAC gives the bytes of one hashing round. */
export function fairMessage(seeds: Seeds, round: number): string {
  return `${seeds.clientSeed}:${seeds.nonce}:${round}`;
}

/**
 * The provably-fair random stream of one game round: HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`)
 * read as eight big-endian 32-bit integers, `round` counting up from 0 whenever those are used up. Anyone holding the
 * revealed server seed recomputes exactly the same stream.
 */
export function fairSource(seeds: Seeds): RandomSource {
  const key = utf8Bytes(seeds.serverSeed);
  let round = 0;
  let block: DataView | null = null;
  let index = DRAWS_PER_ROUND;
  return {
    nextUint32() {
      if (index === DRAWS_PER_ROUND || !block) {
        const digest = hmacSha256(key, utf8Bytes(fairMessage(seeds, round)));
        block = new DataView(digest.buffer);
        round += 1;
        index = 0;
      }
      const value = block.getUint32(index * 4);
      index += 1;
      return value;
    },
  };
}
