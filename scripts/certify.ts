/**
 * `npm run certify`: certifies every studio game and the RNG and writes CERTIFICATION.md. Exact RTPs (analytic for
 * the video slots, enumeration for the others), 10^7 simulated rounds per video slot on every core, and the RNG
 * battery on the real provably-fair stream. `npm run certify:quick` (CI) runs the same checks with 2 x 10^5 rounds
 * per slot and 10^5 draws per RNG test on a fixed seed and writes nothing unless `--out` is given.
 * Options: --seed=<text> --rounds=<n> --draws=<n> --out=<file>. Exits 1 when any check fails.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { certificationSubjects, certify } from '@casino/game-math/certify';
import { renderReport } from './certify/report.ts';
import { workerPoolRunner } from './certify/worker-pool.ts';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    seed: { type: 'string' },
    rounds: { type: 'string' },
    draws: { type: 'string' },
    out: { type: 'string' },
  },
});
const quick = values.quick;
const positive = (text: string | undefined, fallback: number) => {
  const value = text === undefined ? fallback : Number(text);
  if (!Number.isSafeInteger(value) || value < 2)
    throw new Error(`expected a whole number above 1, got ${text}`);
  return value;
};
const options = {
  seed: values.seed ?? (quick ? 'certify-quick' : randomBytes(16).toString('hex')),
  roundsPerSlot: positive(values.rounds, quick ? 200_000 : 10_000_000),
  rngDraws: positive(values.draws, quick ? 100_000 : 1_000_000),
  chunkRounds: 500_000,
};
const out = values.out ?? (quick ? undefined : 'CERTIFICATION.md');

const startedAt = new Date();
console.log(
  `Certifying with seed ${options.seed}: ${options.roundsPerSlot} rounds per slot, ${options.rngDraws} draws per RNG test`,
);
let lastPercent = -1;
const certification = await certify(
  certificationSubjects(),
  options,
  workerPoolRunner((done, total) => {
    const percent = Math.floor((done / total) * 10) * 10;
    if (percent !== lastPercent) console.log(`  ${done}/${total} tasks`);
    lastPercent = percent;
  }),
);

for (const check of certification.exact) {
  console.log(
    `${check.failures.length ? 'FAIL' : 'ok  '} exact ${check.slug} ${check.published} bp ${check.failures.join('; ')}`,
  );
}
for (const simulation of certification.simulations) {
  const { verdict } = simulation.attempts.at(-1)!;
  console.log(
    `${simulation.passed ? 'ok  ' : 'FAIL'} simulated ${simulation.slug} ${(verdict.rtp * 100).toFixed(3)}% ` +
      `(99%: ${(verdict.low * 100).toFixed(3)}..${(verdict.high * 100).toFixed(3)}) published ${simulation.published} bp`,
  );
}
for (const result of certification.rng) {
  const test = result.attempts.at(-1)!;
  console.log(
    `${result.passed ? 'ok  ' : 'FAIL'} rng ${test.name}: ${test.statistic}, p = ${test.pValue.toFixed(4)}`,
  );
}
if (out) {
  const file = path.resolve(out);
  writeFileSync(file, renderReport(certification, startedAt, Date.now() - startedAt.getTime()));
  // Inside the repository, tables are aligned as the linter formats Markdown, so a fresh report leaves no lint diff.
  if (!path.relative(process.cwd(), file).startsWith('..')) {
    execFileSync('node_modules/.bin/biome', ['format', '--write', file], { stdio: 'ignore' });
  }
  console.log(`Report written to ${out}`);
}
console.log(certification.passed ? 'Certification passed.' : 'Certification FAILED.');
process.exitCode = certification.passed ? 0 : 1;
