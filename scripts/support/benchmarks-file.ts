import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const FILE = fileURLToPath(new URL('../../BENCHMARKS.md', import.meta.url));
const HEADER = '# Benchmarks\n\nEach benchmark reports against a baseline measured in the same run.\n\n';

/** Replaces one benchmark's marked section of BENCHMARKS.md (`<!-- bench:NAME -->`), keeping the others. */
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
}
