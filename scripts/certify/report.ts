import { studioGame } from '@casino/game-math';
import {
  type Certification,
  compare,
  DRAWS_PER_NONCE,
  formatPercent,
  RNG_SIGNIFICANCE,
  toNumber,
} from '@casino/game-math/certify';

const verdict = (passed: boolean) => (passed ? 'PASS' : '**FAIL**');
const bp = (value: number) => `${(value / 100).toFixed(2)}%`;
const pct = (value: number, digits = 4) => `${(value * 100).toFixed(digits)}%`;
const count = (value: number) => value.toLocaleString('en-US');

function exactSection(certification: Certification): string[] {
  const lines = [
    '## Exact RTP',
    '',
    'Published RTPs are basis points. Single-outcome games publish their exact RTP rounded; games where the player',
    'chooses a target (dice, crash) publish the lowest RTP over every target, rounded down.',
    '',
    '| game | kind | published | exact RTP | method | max win (cap) | verdict |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const check of certification.exact) {
    const { exact } = check;
    const range =
      compare(exact.min, exact.max) === 0
        ? formatPercent(exact.min, 6)
        : `${formatPercent(exact.min, 6)} to ${formatPercent(exact.max, 6)}`;
    const cap = studioGame(check.slug)?.maxWinMultiplier;
    const maxWin = exact.maxWin ? `${toNumber(exact.maxWin).toFixed(2)}x (${cap}x)` : `${cap}x`;
    lines.push(
      `| ${check.slug} | ${check.kind} | ${bp(check.published)} | ${range} | ${exact.method} | ${maxWin} | ${verdict(check.failures.length === 0)} |`,
    );
  }
  lines.push('');
  for (const check of certification.exact) {
    lines.push(
      `- ${check.slug}: ${[...check.exact.notes, ...check.failures.map((f) => `FAIL: ${f}`)].join('; ')}`,
    );
  }
  return lines;
}

function simulationSection(certification: Certification): string[] {
  const { roundsPerSlot } = certification.options;
  const lines = [
    '## Video slots: simulation',
    '',
    `${count(roundsPerSlot)} rounds per slot (free spins played inside their round), each on its own seeded`,
    'xoshiro128** stream, through the game’s own `play`. The interval is 99% (z = 2.5758) from the sample variance.',
    'A slot outside its interval is simulated once more on a fresh stream and fails only if that misses too.',
    '',
    '| game | volatility | published | exact | simulated RTP | 99% interval | std. dev. (stakes) | hit rate | biggest win | rounds | verdict |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const simulation of certification.simulations) {
    const game = studioGame(simulation.slug);
    simulation.attempts.forEach(({ totals, verdict: v }, attempt) => {
      const name = attempt === 0 ? simulation.slug : `${simulation.slug} (repeat)`;
      const passed = v.failures.length === 0;
      lines.push(
        `| ${name} | ${game?.volatility ?? ''} | ${bp(simulation.published)} | ${pct(simulation.exact)} | ${pct(v.rtp)} | ${pct(v.low, 3)} to ${pct(v.high, 3)} | ${v.standardDeviation.toFixed(2)} | ${pct(v.hitRate, 2)} | ${(totals.maxWin / totals.bet).toFixed(2)}x | ${count(totals.rounds)} | ${verdict(passed)} |`,
      );
    });
  }
  return lines;
}

function rngSection(certification: Certification): string[] {
  const { rngDraws } = certification.options;
  const lines = [
    '## RNG: provably-fair stream and scaling',
    '',
    `Each test draws ${count(rngDraws)} values with the real \`fairSource\` (HMAC-SHA256 of the server seed over`,
    `\`clientSeed:nonce:round\`, ${DRAWS_PER_NONCE} draws per nonce) scaled by \`uniformInt\` (rejection sampling).`,
    `Passing means p >= ${RNG_SIGNIFICANCE} (99% confidence); a failed test is repeated once on a fresh stream and`,
    'fails only if that fails too.',
    '',
    '| test | draws | statistic | p-value | verdict |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const result of certification.rng) {
    result.attempts.forEach((test, attempt) => {
      const name = attempt === 0 ? test.name : `${test.name} (repeat)`;
      lines.push(
        `| ${name} | ${count(test.draws)} | ${test.statistic} | ${test.pValue.toFixed(4)} | ${verdict(test.passed)} |`,
      );
    });
  }
  return lines;
}

const METHOD = [
  '## Method',
  '',
  '- **Video slots** (5 reels x 3 rows, 20 fixed lines, wild, scatter, free spins). Each reel stops uniformly on its',
  '  strip, so the symbol any line crosses on a reel follows the strip’s symbol frequencies and the reels are',
  '  independent: the line return is summed over every symbol combination weighed by the product of their copies.',
  '  The scatter count is convolved exactly over every stop of every reel. A spin returns v = lines + scatters; three',
  '  or more scatters (chance t) start free spins worth v x multiplier each, and E[N] spins are played on average,',
  '  retriggers and their cap included (solved exactly level by level), so RTP = v (1 + t x multiplier x E[N]) by',
  '  Wald’s identity. All of it is exact rational arithmetic. The largest spin is found by branch and bound over the',
  '  reel stops; a round can win at most that on the base spin and on each of the most free spins a round can hold,',
  '  times the multiplier. That bound is within each game’s cap, so the cap never cuts a win and the RTP is exact.',
  '  Stakes are multiples of 20 minor units, so every line pays a whole number of minor units at every stake.',
  '- **hot-sevens** (3 x 3, 5 lines: three rows and two diagonals): every combination of reel stops played once.',
  '- **european-roulette**: every position of every bet against each of the 37 numbers; each returns 36/37.',
  '- **lucky-dice**: roll = uniformInt(10000); w winning rolls (target under, 9999 - target over) pay',
  '  floor(99 000 000 / w) basis points of the stake. RTP(target) = w x multiplier / 10^8, between 98.99% and 99%;',
  '  the published figure is the lowest over every target, rounded down, so no choice returns less.',
  '- **rocket-crash**: h = top 52 bits of HMAC-SHA256(serverSeed, clientSeed:nonce:0), e = 2^52; the point is',
  '  1.00x when h is a multiple of 101, else floor((100e - h) / (e - h)) / 100, in integers. It reaches a cash-out t',
  '  exactly when h >= ceil(e (t - 100) / (t - 1)) and h is not a multiple of 101, so P(point >= t) is a count over',
  '  all 2^52 values and RTP(t) = P x t / 100: 99% at 1.01x falling to 98.02% at 1000x. Published: the lowest.',
  '  Played live (one shared round for every player), the round’s server seed takes the place of serverSeed, the',
  '  public salt "rocket-crash-live" of clientSeed and the round’s number of the nonce: the same formula and points,',
  '  the seed’s hash published before the round’s bets open. A cash-out t, automatic or by hand, pays t exactly',
  '  when the point is at least t, as above; the flight ends at the top cash-out (1000x), where every stake still',
  '  flying is cashed out, so no target’s RTP changes.',
  '- Dice and crash wins are rounded down to a minor unit, which can lower a winning round by less than one minor',
  '  unit; the RTPs above are those of the game’s multipliers.',
];

/** The certification report as Markdown. */
export function renderReport(certification: Certification, startedAt: Date, durationMs: number): string {
  return [
    '# Game certification',
    '',
    `Generated by \`npm run certify\` on ${startedAt.toISOString()} in ${(durationMs / 1000).toFixed(1)} s.`,
    `Seed of the run: \`${certification.options.seed}\` (replay with \`npm run certify -- --seed=${certification.options.seed}\`).`,
    '',
    `**Overall verdict: ${certification.passed ? 'PASS' : 'FAIL'}**`,
    '',
    ...METHOD,
    '',
    ...exactSection(certification),
    '',
    ...simulationSection(certification),
    '',
    ...rngSection(certification),
    '',
  ].join('\n');
}
