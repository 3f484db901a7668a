import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const FILE = fileURLToPath(new URL('../../BENCHMARKS.md', import.meta.url));
const BIOME = fileURLToPath(new URL('../../node_modules/.bin/biome', import.meta.url));
const HEADER = '# Benchmarks\n\nEach benchmark reports against a baseline measured in the same run.\n\n';

/**
 * Replaces one benchmark's marked section of BENCHMARKS.md (`<!-- bench:NAME -->`), keeping the others, and formats
 * the file as `npm run lint` checks it (tables aligned), so a benchmark's run leaves it ready to commit.
 */
export function writeBenchmarkSection(name: string, report: string): void {
  let current = HEADER;
  try {
    current = readFileSync(FILE, 'utf8');
  } catch {}
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const block = `${start}\n${report}${end}`;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  writeFileSync(
    FILE,
    pattern.test(current) ? current.replace(pattern, block) : `${current.trimEnd()}\n\n${block}\n`,
  );
  execFileSync(BIOME, ['format', '--write', FILE], { stdio: 'ignore' });
}
