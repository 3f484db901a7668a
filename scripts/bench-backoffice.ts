/**
 * `npm run bench:backoffice`: the back office's two targets on PostgreSQL (BENCH_DATABASE_URL; each part on a
 * scratch database created and dropped on that server), each beside a plain indexed lookup measured in the same
 * run. `search`: the player search at BENCH_PLAYERS players (1,000,000 by default), p99 under 100 ms. `report`:
 * the daily report of a month of BENCH_ROUNDS game rounds (10,000,000 by default), under 2 s. BENCH_PARTS picks
 * the parts (`search,report` by default). Results go to BENCHMARKS.md.
 */
import { benchDailyReport } from './bench-backoffice-report.ts';
import { benchPlayerSearch } from './bench-backoffice-search.ts';

const PARTS = { search: benchPlayerSearch, report: benchDailyReport };
const chosen = (process.env.BENCH_PARTS ?? 'search,report').split(',').map((part) => part.trim());
for (const part of chosen) {
  if (!(part in PARTS)) throw new Error(`BENCH_PARTS: no part ${part} (${Object.keys(PARTS).join(', ')})`);
}
for (const part of chosen) await PARTS[part as keyof typeof PARTS]();
