import {
  crashPointHundredths,
  fairSource,
  hmacSha256Hex,
  playRound,
  serverSeedHash,
  sha256Hex,
  uniformInt,
} from '@casino/game-math';
import type vectorFile from '@casino/game-math/test-vectors.json';
import { sameJson } from './verify-round';

export type TestVectors = typeof vectorFile;

/** One vector's check: what the file expects, what this browser computed, and whether they agree. */
export interface VectorResult {
  group: 'sha256' | 'hmac' | 'seeds' | 'rounds';
  name: string;
  expected: string;
  actual: string;
  passed: boolean;
}

function check(group: VectorResult['group'], name: string, expected: unknown, actual: unknown): VectorResult {
  const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  return { group, name, expected: text(expected), actual: text(actual), passed: sameJson(expected, actual) };
}

function short(text: string): string {
  return text.length > 24 ? `${text.slice(0, 21)}…` : text;
}

/**
 * Runs the shared test vectors with the code this page verifies rounds with: hashes, HMACs, the provably-fair
 * draws and their scaling, crash points, and whole rounds of every game.
 */
export function runVectors(vectors: TestVectors): VectorResult[] {
  const results: VectorResult[] = [];
  for (const { text, hex } of vectors.sha256) {
    results.push(check('sha256', `SHA-256("${short(text)}")`, hex, sha256Hex(text)));
  }
  for (const { key, message, hex } of vectors.hmacSha256) {
    results.push(
      check('hmac', `HMAC("${short(key)}", "${short(message)}")`, hex, hmacSha256Hex(key, message)),
    );
  }
  for (const vector of vectors.seeds) {
    const seeds = { serverSeed: vector.serverSeed, clientSeed: vector.clientSeed, nonce: vector.nonce };
    const name = `${vector.clientSeed}:${vector.nonce}`;
    results.push(check('seeds', `${name} · hash`, vector.serverSeedHash, serverSeedHash(seeds.serverSeed)));
    const source = fairSource(seeds);
    results.push(
      check(
        'seeds',
        `${name} · draws`,
        vector.draws,
        vector.draws.map(() => source.nextUint32()),
      ),
    );
    for (const [n, values] of Object.entries(vector.uniform)) {
      const scaled = fairSource(seeds);
      results.push(
        check(
          'seeds',
          `${name} · 0..${Number(n) - 1}`,
          values,
          values.map(() => uniformInt(scaled, Number(n))),
        ),
      );
    }
    results.push(check('seeds', `${name} · crash`, vector.crashPoint, crashPointHundredths(seeds)));
  }
  for (const vector of vectors.rounds) {
    const seeds = { serverSeed: vector.serverSeed, clientSeed: vector.clientSeed, nonce: vector.nonce };
    let actual: unknown;
    try {
      actual = playRound(vector.slug, seeds, vector.bet, vector.params);
    } catch (error) {
      actual = String(error);
    }
    results.push(
      check(
        'rounds',
        `${vector.slug} · ${vector.clientSeed}:${vector.nonce}`,
        { win: vector.win, outcome: vector.outcome },
        actual,
      ),
    );
  }
  return results;
}
