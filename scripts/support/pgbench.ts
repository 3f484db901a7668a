import { spawnSync } from 'node:child_process';

/** Runs `pgbench` with these arguments on the database at `url`; throws with its error output when it fails. */
export function pgbench(args: string[], url: string): string {
  const result = spawnSync('pgbench', [...args, url], { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`pgbench ${args.join(' ')} failed: ${result.stderr || result.error}`);
  return result.stdout;
}

/**
 * The baseline the benchmarks compare with: pgbench's built-in simple-update (one transaction of three updates, a
 * select and an insert) with `clients` connections for `seconds`, its transactions per second and average latency.
 */
export function pgbenchRun(url: string, clients: number, seconds: number): { tps: number; latency: number } {
  const out = pgbench(
    ['-b', 'simple-update', '-c', String(clients), '-j', String(Math.min(2, clients)), '-T', String(seconds)],
    url,
  );
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
  const latency = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1]);
  if (!Number.isFinite(tps)) throw new Error(`pgbench printed no tps:\n${out}`);
  return { tps, latency };
}

/** The value at `fraction` (0.5 for the median) of ascending `sorted` numbers; 0 when there are none. */
export function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}
