import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fairSource } from './fair-source.ts';
import { newServerSeed, serverSeedHash } from './server-seed.ts';

const seeds = { serverSeed: 'f'.repeat(64), clientSeed: 'player seed', nonce: 42 };

function referenceDraws(round: number): number[] {
  const digest = createHmac('sha256', seeds.serverSeed).update(`player seed:42:${round}`).digest();
  return Array.from({ length: 8 }, (_, i) => digest.readUInt32BE(i * 4));
}

describe('fairSource', () => {
  it('reads HMAC-SHA256(serverSeed, clientSeed:nonce:round) as big-endian words, a new round every 8 draws', () => {
    const source = fairSource(seeds);
    const draws = Array.from({ length: 20 }, () => source.nextUint32());
    expect(draws).toEqual([...referenceDraws(0), ...referenceDraws(1), ...referenceDraws(2).slice(0, 4)]);
  });

  it('gives the same stream for the same seeds and another for the next nonce', () => {
    const first = fairSource(seeds);
    const again = fairSource(seeds);
    const next = fairSource({ ...seeds, nonce: 43 });
    const a = [first.nextUint32(), first.nextUint32()];
    expect([again.nextUint32(), again.nextUint32()]).toEqual(a);
    expect([next.nextUint32(), next.nextUint32()]).not.toEqual(a);
  });
});

describe('server seeds', () => {
  it('commits to a seed with its SHA-256', () => {
    expect(serverSeedHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('turns 32 random bytes into 64 hex characters and refuses other lengths', () => {
    const bytes = Uint8Array.from({ length: 32 }, (_, i) => i * 7);
    expect(newServerSeed(bytes)).toBe(Buffer.from(bytes).toString('hex'));
    expect(() => newServerSeed(new Uint8Array(16))).toThrow(RangeError);
  });
});
