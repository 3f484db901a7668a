/**
 * Writes packages/game-math/src/test-vectors.json, the vectors the game-math tests and the browser verify page both
 * replay: hashes, HMACs, first draws, scaled draws and crash points computed here with node:crypto (independently
 * of the package's own SHA-256), and one round of every studio game as the package plays it.
 * Run `node scripts/certify/test-vectors.ts` after a deliberate change to a game's maths, and review the diff.
 */
import { execFileSync } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { playRound, type Seeds, STUDIO_GAMES } from '@casino/game-math';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const TEXTS = ['', 'abc', 'provably fair', 'Гра чесна: 🎰', 'x'.repeat(200)];
const SEEDS: Seeds[] = [
  { serverSeed: sha256('vector-1'), clientSeed: 'lucky', nonce: 0 },
  { serverSeed: sha256('vector-2'), clientSeed: 'Щасливий гравець', nonce: 7 },
  { serverSeed: sha256('vector-3'), clientSeed: 'a b c', nonce: 123456 },
];
const RANGES = [2, 37, 10_000];

/** The fair stream recomputed with node:crypto: HMAC(serverSeed, clientSeed:nonce:round), big-endian words. */
function referenceStream(seeds: Seeds) {
  let round = 0;
  let words: number[] = [];
  return () => {
    if (words.length === 0) {
      const digest = createHmac('sha256', seeds.serverSeed)
        .update(`${seeds.clientSeed}:${seeds.nonce}:${round++}`)
        .digest();
      words = Array.from({ length: 8 }, (_, i) => digest.readUInt32BE(i * 4));
    }
    return words.shift()!;
  };
}

function referenceUniform(next: () => number, n: number): number {
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (;;) {
    const draw = next();
    if (draw < limit) return draw % n;
  }
}

function referenceCrash(seeds: Seeds): number {
  const hex = createHmac('sha256', seeds.serverSeed)
    .update(`${seeds.clientSeed}:${seeds.nonce}:0`)
    .digest('hex');
  const h = BigInt(`0x${hex.slice(0, 13)}`);
  const e = 2n ** 52n;
  return h % 101n === 0n ? 100 : Number((100n * e - h) / (e - h));
}

const PARAMS: Record<string, Record<string, unknown>> = {
  'european-roulette': {
    bets: [
      { type: 'straight', numbers: [17], amount: 100 },
      { type: 'split', numbers: [0, 3], amount: 100 },
      { type: 'corner', numbers: [25, 26, 28, 29], amount: 100 },
      { type: 'red', numbers: [], amount: 200 },
    ],
  },
  'lucky-dice': { target: 5000, direction: 'over' },
  'rocket-crash': { cashOut: 150 },
};

/** The first nonce from 0 whose round wins, and for video slots one that also reaches free spins. */
function roundVectors() {
  return STUDIO_GAMES.flatMap((game) => {
    const params = PARAMS[game.slug] ?? {};
    const chips = (params.bets as { amount: number }[] | undefined)?.reduce(
      (sum, chip) => sum + chip.amount,
      0,
    );
    const bet = chips ?? game.betSteps.USD[2]!;
    const base = { serverSeed: sha256(`round-${game.slug}`), clientSeed: 'verify me' };
    const find = (wanted: (outcome: Record<string, unknown>, win: number) => boolean) => {
      for (let nonce = 0; ; nonce++) {
        const result = playRound(game.slug, { ...base, nonce }, bet, params);
        if (wanted(result.outcome, result.win))
          return { slug: game.slug, ...base, nonce, bet, params, ...result };
      }
    };
    const vectors = [find((_, win) => win > 0)];
    if (game.kind === 'video-slot') vectors.push(find((outcome) => (outcome.freeSpinsAwarded as number) > 0));
    return vectors;
  });
}

const vectors = {
  about:
    'Shared test vectors of @casino/game-math. Hashes, draws and crash points come from node:crypto; rounds from the package. Regenerate with node scripts/certify/test-vectors.ts.',
  sha256: TEXTS.map((text) => ({ text, hex: sha256(text) })),
  hmacSha256: TEXTS.map((message, i) => ({ key: TEXTS[(i + 1) % TEXTS.length]!, message })).map((v) => ({
    ...v,
    hex: createHmac('sha256', v.key).update(v.message).digest('hex'),
  })),
  seeds: SEEDS.map((seeds) => {
    const next = referenceStream(seeds);
    const draws = Array.from({ length: 10 }, next);
    const uniform = Object.fromEntries(
      RANGES.map((n) => {
        const stream = referenceStream(seeds);
        return [n, Array.from({ length: 10 }, () => referenceUniform(stream, n))];
      }),
    );
    return {
      ...seeds,
      serverSeedHash: sha256(seeds.serverSeed),
      draws,
      uniform,
      crashPoint: referenceCrash(seeds),
    };
  }),
  rounds: roundVectors(),
};

const file = new URL('../../packages/game-math/src/test-vectors.json', import.meta.url);
writeFileSync(file, `${JSON.stringify(vectors, null, 2)}\n`);
// Formatted as the linter wants it, so regenerating leaves no lint diff.
execFileSync('node_modules/.bin/biome', ['format', '--write', file.pathname], { stdio: 'inherit' });
console.log(`Wrote ${vectors.rounds.length} rounds to ${file.pathname}`);
