import { randomBytes, randomInt } from 'node:crypto';

/** The one source of chance, injected so codes, seeds and outcomes are testable. Production uses the CSPRNG. */
export interface Rng {
  /** A uniform integer in [0, maxExclusive), without modulo bias. */
  int(maxExclusive: number): number;
  bytes(length: number): Buffer;
}

export const cryptoRng: Rng = {
  int: (maxExclusive) => randomInt(maxExclusive),
  bytes: (length) => randomBytes(length),
};
