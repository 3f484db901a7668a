import { describe, expect, it } from 'vitest';
import { crashPointHundredths } from './fair/crash-point.ts';
import { fairSource } from './fair/fair-source.ts';
import { serverSeedHash } from './fair/server-seed.ts';
import { uniformInt } from './fair/uniform-int.ts';
import { hmacSha256Hex } from './hash/hmac-sha256.ts';
import { sha256Hex } from './hash/sha256.ts';
import { playRound } from './studio-games.ts';
import vectors from './test-vectors.json' with { type: 'json' };

describe('shared test vectors', () => {
  it.each(vectors.sha256)('sha256($text)', ({ text, hex }) => {
    expect(sha256Hex(text)).toBe(hex);
  });

  it.each(vectors.hmacSha256)('hmacSha256($key, $message)', ({ key, message, hex }) => {
    expect(hmacSha256Hex(key, message)).toBe(hex);
  });

  it.each(vectors.seeds)(
    'seeds $clientSeed:$nonce give the recorded draws, scaled values and crash point',
    (vector) => {
      const seeds = { serverSeed: vector.serverSeed, clientSeed: vector.clientSeed, nonce: vector.nonce };
      expect(serverSeedHash(seeds.serverSeed)).toBe(vector.serverSeedHash);
      const source = fairSource(seeds);
      expect(vector.draws.map(() => source.nextUint32())).toEqual(vector.draws);
      for (const [n, values] of Object.entries(vector.uniform)) {
        const scaled = fairSource(seeds);
        expect(values.map(() => uniformInt(scaled, Number(n)))).toEqual(values);
      }
      expect(crashPointHundredths(seeds)).toBe(vector.crashPoint);
    },
  );

  it.each(vectors.rounds)('a round of $slug (nonce $nonce) replays to the recorded outcome', (vector) => {
    const seeds = { serverSeed: vector.serverSeed, clientSeed: vector.clientSeed, nonce: vector.nonce };
    expect(playRound(vector.slug, seeds, vector.bet, vector.params)).toEqual({
      win: vector.win,
      outcome: vector.outcome,
    });
  });

  it('covers every studio game, and free spins of every video slot', () => {
    expect(new Set(vectors.rounds.map((r) => r.slug)).size).toBe(10);
    expect(
      vectors.rounds.filter((r) => (r.outcome as { freeSpinsAwarded?: number }).freeSpinsAwarded).length,
    ).toBe(6);
  });
});
