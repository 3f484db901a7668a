import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CRASH_E, crashPointFromHash, crashPointHundredths } from './crash-point.ts';

/** The reference, straight from the standard: top 52 bits of the HMAC, exact integer division. */
function reference(serverSeed: string, clientSeed: string, nonce: number): number {
  const hex = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest('hex');
  const h = BigInt(`0x${hex.slice(0, 13)}`);
  if (h % 101n === 0n) return 100;
  return Number((100n * CRASH_E - h) / (CRASH_E - h));
}

describe('crashPointHundredths', () => {
  it('follows the published formula on the top 52 bits of HMAC-SHA256(serverSeed, clientSeed:nonce:0)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 64 }),
        fc.string({ maxLength: 64 }),
        fc.nat(),
        (server, client, nonce) => {
          expect(crashPointHundredths({ serverSeed: server, clientSeed: client, nonce })).toBe(
            reference(server, client, nonce),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('busts at 1.00x for every multiple of 101 and stays at 1.00x below e/100', () => {
    expect(crashPointFromHash(0n)).toBe(100);
    expect(crashPointFromHash(101n * 12345n)).toBe(100);
    expect(crashPointFromHash(CRASH_E / 100n - 1n)).toBe(100);
  });

  it('is exact where a float division would round up to the next hundredth', () => {
    // (100e - h) / (e - h) falls a hair below 104 here; in doubles it rounds to 104, which would pay 1.04x.
    expect(crashPointFromHash(174_897_072_907_592n)).toBe(103);
    expect(Math.floor((100 * 2 ** 52 - 174_897_072_907_592) / (2 ** 52 - 174_897_072_907_592))).toBe(104);
    // (100e - e/2) / (e/2) is exactly 199: 1.99x.
    expect(crashPointFromHash(CRASH_E / 2n)).toBe(199);
  });

  it('never exceeds the largest safe integer', () => {
    expect(crashPointFromHash(CRASH_E - 1n)).toBe(Number.MAX_SAFE_INTEGER);
  });
});
