import { type DailyReportRow, OPERATOR_REPORT_ENDPOINTS } from '@casino/contracts/backoffice';
import type { FastifyInstance } from 'fastify';
import { toCsv } from '../../../platform/http/csv.ts';
import { sendSerialised } from '../../../platform/http/endpoints.ts';
import type { PlayerDirectory } from '../../accounts/index.ts';
import type { Games } from '../../games/index.ts';
import type { LedgerReport } from '../../wallet/index.ts';
import { type OperatorGuard, serveOperatorEndpoints } from '../serve-operator-endpoints.ts';

/** The zone the reports' days are kept in (the wallet's rollup sums by the same). */
const REPORT_TIME_ZONE = 'Europe/Kyiv';

const FIGURES = [
  'deposits',
  'withdrawals',
  'stakes',
  'wins',
  'ggr',
  'bonusCost',
  'ngr',
  'activePlayers',
  'newPlayers',
] as const;

/** A ratio of minor units as a percentage with two decimals, in integers: 9_612 of 10_000 is "96.12". */
export function percentOf(part: number, whole: number): string | null {
  if (whole <= 0) return null;
  const hundredths = Math.round((part * 10_000) / whole);
  return `${Math.trunc(hundredths / 100)}.${String(Math.abs(hundredths % 100)).padStart(2, '0')}`;
}

export interface ReportSources {
  ledger: Pick<LedgerReport, 'daily' | 'byGame'>;
  players: Pick<PlayerDirectory, 'registrationsByDay'>;
  games: Pick<Games, 'reportFacts'>;
  brand: string;
}

/** The daily report of the brand: the ledger's figures and the day's registrations. */
async function dailyReport(sources: ReportSources, query: { from: string; to: string; currency: string }) {
  const scope = { brand: sources.brand, currency: query.currency, fromDay: query.from, toDay: query.to };
  const [days, registered] = await Promise.all([
    sources.ledger.daily(scope),
    sources.players.registrationsByDay(query.from, query.to, REPORT_TIME_ZONE),
  ]);
  const rows: DailyReportRow[] = days.map((day) => ({ ...day, newPlayers: registered.get(day.day) ?? 0 }));
  const totals = Object.fromEntries(
    FIGURES.map((figure) => [figure, rows.reduce((sum, row) => sum + row[figure], 0)]),
  ) as Omit<DailyReportRow, 'day'>;
  return { rows, totals };
}

/** The reports: GGR to NGR by day (as JSON and CSV) and actual against theoretical RTP per game. */
export function reportRoutes(app: FastifyInstance, guard: OperatorGuard, sources: ReportSources): void {
  serveOperatorEndpoints(
    app,
    OPERATOR_REPORT_ENDPOINTS,
    {
      daily: async ({ query }) => {
        const { rows, totals } = await dailyReport(sources, query);
        return { success: true, currency: query.currency, days: rows, totals };
      },
      dailyCsv: async ({ query, reply }) => {
        const { rows } = await dailyReport(sources, query);
        const csv = toCsv([
          ['day', ...FIGURES],
          ...rows.map((row) => [row.day, ...FIGURES.map((f) => row[f])]),
        ]);
        reply.header('content-disposition', `attachment; filename="daily-${query.from}-${query.to}.csv"`);
        return sendSerialised(reply, csv, 'text/csv; charset=utf-8');
      },
      gameRtp: async ({ query }) => {
        const scope = {
          brand: sources.brand,
          currency: query.currency,
          fromDay: query.from,
          toDay: query.to,
        };
        const played = await sources.ledger.byGame(scope);
        const facts = await sources.games.reportFacts(played.map((game) => game.slug));
        return {
          success: true,
          games: played.map((game) => {
            const fact = facts.get(game.slug);
            return {
              slug: game.slug,
              name: fact?.name ?? game.slug,
              stakes: game.stakes,
              wins: game.wins,
              actualRtp: percentOf(game.wins, game.stakes),
              theoreticalRtp: fact ? percentOf(fact.rtp, 10_000) : null,
            };
          }),
        };
      },
    },
    guard,
  );
}
