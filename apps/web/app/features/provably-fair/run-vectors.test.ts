import vectors from '@casino/game-math/test-vectors.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { runVectors, type TestVectors } from './run-vectors';

describe('the verify page’s test vectors', () => {
  it('all pass with the maths the page runs', () => {
    const results = runVectors(vectors);
    expect(results.length).toBeGreaterThan(30);
    expect(results.filter((result) => !result.passed)).toEqual([]);
  });

  it('fail when a vector is wrong', () => {
    const tampered = structuredClone(vectors) as TestVectors;
    tampered.sha256[0]!.hex = '0'.repeat(64);
    const round = tampered.rounds[0]!;
    round.win += 1;
    const failed = runVectors(tampered).filter((result) => !result.passed);
    expect(failed.map((result) => result.group)).toEqual(['sha256', 'rounds']);
  });
});
