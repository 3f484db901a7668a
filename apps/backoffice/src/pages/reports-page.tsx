import { CURRENCIES, type Currency, type EndpointReply } from '@casino/contracts';
import { type DailyReportRow, OPERATOR_REPORT_ENDPOINTS } from '@casino/contracts/backoffice';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../api/error-messages';
import { operatorAddress } from '../api/operator-client';
import { dailyReportQuery, gameRtpQuery, type ReportScope } from '../api/queries';
import { DailyChart } from '../components/daily-chart';
import { Card, EmptyState, Loading, Notice, PageHeader } from '../components/ui';
import { formatMoney } from '../lib/format';
import {
  formatDayLong,
  isIsoDay,
  kyivToday,
  PERIOD_PRESETS,
  type Period,
  type PeriodPreset,
  periodProblem,
  presetPeriod,
} from '../lib/kyiv-dates';
import {
  formatPoints,
  RTP_ALERT_MIN_STAKES,
  RTP_ALERT_POINTS,
  rtpDifference,
  rtpNeedsLook,
} from '../lib/rtp';

type Totals = Omit<DailyReportRow, 'day'>;
type DailyReply = EndpointReply<typeof OPERATOR_REPORT_ENDPOINTS.daily>;
type RtpReply = EndpointReply<typeof OPERATOR_REPORT_ENDPOINTS.gameRtp>;

/** The summary cards: money figures in the currency, counts as numbers. */
const SUMMARY: { key: keyof Totals; label: string; money: boolean; hint?: string }[] = [
  { key: 'deposits', label: 'Deposits', money: true },
  { key: 'withdrawals', label: 'Withdrawals', money: true },
  { key: 'ggr', label: 'GGR', money: true, hint: 'Real-money stakes minus wins' },
  { key: 'bonusCost', label: 'Bonus cost', money: true, hint: 'Real money paid out by promotions' },
  { key: 'ngr', label: 'NGR', money: true, hint: 'GGR minus bonus cost' },
  {
    key: 'activePlayers',
    label: 'Player-days active',
    money: false,
    hint: 'The sum of each day’s active players: one player active on 3 days counts 3',
  },
  { key: 'newPlayers', label: 'New players', money: false },
];

/** The daily table's figure columns, in the CSV's order. */
const COLUMNS: { key: keyof Totals; label: string; money: boolean }[] = [
  { key: 'deposits', label: 'Deposits', money: true },
  { key: 'withdrawals', label: 'Withdrawals', money: true },
  { key: 'stakes', label: 'Stakes', money: true },
  { key: 'wins', label: 'Wins', money: true },
  { key: 'ggr', label: 'GGR', money: true },
  { key: 'bonusCost', label: 'Bonus cost', money: true },
  { key: 'ngr', label: 'NGR', money: true },
  { key: 'activePlayers', label: 'Active players', money: false },
  { key: 'newPlayers', label: 'New players', money: false },
];

const count = new Intl.NumberFormat(undefined);

/** A figure as the console shows it: money formatted, negative in red. */
function Figure({ value, money, currency }: { value: number; money: boolean; currency: string }) {
  return (
    <span className={value < 0 ? 'text-rose-700' : undefined}>
      {money ? formatMoney(value, currency) : count.format(value)}
    </span>
  );
}

function isPreset(value: string | null): value is PeriodPreset {
  return PERIOD_PRESETS.some((preset) => preset.id === value);
}

function isCurrency(value: string | null): value is Currency {
  return CURRENCIES.some((currency) => currency === value);
}

/** The period, currency and any problem with a custom period, read from the address. */
function useReportControls() {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = kyivToday();
  const periodParam = searchParams.get('period');
  const preset: PeriodPreset = isPreset(periodParam) ? periodParam : '7d';
  const currencyParam = searchParams.get('currency');
  const currency: Currency = isCurrency(currencyParam) ? currencyParam : 'UAH';
  const fallback = presetPeriod('7d', today);
  const period: Period =
    preset === 'custom'
      ? { from: searchParams.get('from') ?? fallback.from, to: searchParams.get('to') ?? fallback.to }
      : presetPeriod(preset, today);
  const problem = preset === 'custom' ? periodProblem(period.from, period.to) : undefined;

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(searchParams);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setSearchParams(next, { replace: true });
  };

  return {
    today,
    preset,
    currency,
    period,
    problem,
    choosePreset: (id: PeriodPreset) =>
      // Custom starts from the period on screen, for the operator to move either end.
      update(
        id === 'custom'
          ? { period: id, from: period.from, to: period.to }
          : { period: id === '7d' ? undefined : id, from: undefined, to: undefined },
      ),
    setDay: (end: 'from' | 'to', day: string) => update({ [end]: day }),
    setCurrency: (value: string) => update({ currency: value === 'UAH' ? undefined : value }),
  };
}

export function ReportsPage() {
  const controls = useReportControls();
  const { period, currency, problem } = controls;
  const scope: ReportScope = { from: period.from, to: period.to, currency };
  const daily = useQuery({ ...dailyReportQuery(scope), enabled: !problem });
  const rtp = useQuery({ ...gameRtpQuery(scope), enabled: !problem });
  const fromId = useId();
  const toId = useId();
  const currencyId = useId();
  const csv = operatorAddress(OPERATOR_REPORT_ENDPOINTS.dailyCsv.path, undefined, { ...scope });

  return (
    <>
      <PageHeader
        title="Reports"
        description="The brand's money by Kyiv day, from the ledger: deposits, GGR, bonus cost and NGR."
        actions={
          problem ? null : (
            <a
              href={csv}
              download
              className="inline-flex h-8 items-center justify-center gap-1.5 rounded-md bg-white px-3 text-sm font-medium whitespace-nowrap text-slate-800 shadow-xs ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
            >
              <Download aria-hidden="true" className="size-3.5" />
              Download CSV
            </a>
          )
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <fieldset>
          <legend className="bo-label">Period</legend>
          <div className="inline-flex rounded-md shadow-xs ring-1 ring-slate-300 ring-inset">
            {PERIOD_PRESETS.map((preset, index) => {
              const selected = preset.id === controls.preset;
              return (
                <button
                  key={preset.id}
                  type="button"
                  aria-pressed={selected}
                  onClick={() => controls.choosePreset(preset.id)}
                  className={`h-8 px-3 text-sm font-medium whitespace-nowrap ${
                    index === 0 ? 'rounded-l-md' : '-ml-px border-l border-slate-300'
                  } ${index === PERIOD_PRESETS.length - 1 ? 'rounded-r-md' : ''} ${
                    selected ? 'bg-indigo-600 text-white' : 'bg-white text-slate-700 hover:bg-slate-50'
                  }`}
                >
                  {preset.label}
                </button>
              );
            })}
          </div>
        </fieldset>
        {controls.preset === 'custom' ? (
          <>
            <div className="w-40">
              <label htmlFor={fromId} className="bo-label">
                From
              </label>
              <input
                id={fromId}
                type="date"
                className="bo-input"
                value={isIsoDay(period.from) ? period.from : ''}
                max={controls.today}
                required
                onChange={(event) => controls.setDay('from', event.target.value)}
              />
            </div>
            <div className="w-40">
              <label htmlFor={toId} className="bo-label">
                To
              </label>
              <input
                id={toId}
                type="date"
                className="bo-input"
                value={isIsoDay(period.to) ? period.to : ''}
                max={controls.today}
                required
                onChange={(event) => controls.setDay('to', event.target.value)}
              />
            </div>
          </>
        ) : null}
        <div className="w-28">
          <label htmlFor={currencyId} className="bo-label">
            Currency
          </label>
          <select
            id={currencyId}
            className="bo-input"
            value={currency}
            onChange={(event) => controls.setCurrency(event.target.value)}
          >
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <p className="pb-1.5 text-xs text-slate-500">
          {problem ? null : (
            <>
              {formatDayLong(period.from)} – {formatDayLong(period.to)}, Kyiv time
            </>
          )}
        </p>
      </div>
      {problem ? (
        <div className="max-w-lg">
          <Notice tone="amber">{problem}</Notice>
        </div>
      ) : (
        <div className="space-y-4">
          <DailySection query={daily} />
          <RtpSection query={rtp} currency={currency} />
        </div>
      )}
    </>
  );
}

function DailySection({ query }: { query: UseQueryResult<DailyReply> }) {
  const figureId = useId();
  if (query.isPending) {
    return (
      <Card>
        <Loading label="Summing the ledger…" />
      </Card>
    );
  }
  if (query.isError) {
    return (
      <Card>
        <Notice>{errorMessage(query.error)}</Notice>
      </Card>
    );
  }
  const { days, totals, currency } = query.data;
  const first = days[0]?.day;
  const last = days.at(-1)?.day;
  // The chart draws money only: a period with registrations but no money has nothing to draw.
  const quiet = days.every((day) => day.ggr === 0 && day.ngr === 0 && day.deposits === 0);
  const summary =
    first && last
      ? `GGR and NGR per day, ${formatDayLong(first)} to ${formatDayLong(last)}: GGR ${formatMoney(totals.ggr, currency)}, NGR ${formatMoney(totals.ngr, currency)}, deposits ${formatMoney(totals.deposits, currency)} in total.`
      : 'GGR and NGR per day';
  const newestFirst = [...days].reverse();

  return (
    <>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-7">
        {SUMMARY.map((item) => (
          <section
            key={item.key}
            aria-labelledby={`${figureId}-${item.key}`}
            className="min-w-0 rounded-lg border border-slate-200 bg-white px-3 py-2.5 shadow-xs"
            title={item.hint}
          >
            <h2 id={`${figureId}-${item.key}`} className="text-xs font-medium text-slate-500">
              {item.label}
            </h2>
            <p className="mt-1 truncate text-base font-semibold tracking-tight tabular-nums">
              <Figure value={totals[item.key]} money={item.money} currency={currency} />
            </p>
          </section>
        ))}
      </div>
      <Card title="GGR and NGR per day">
        {quiet ? (
          <EmptyState>No deposits or play in {currency} in this period.</EmptyState>
        ) : (
          <DailyChart days={days} currency={currency} summary={summary} />
        )}
      </Card>
      <Card title="Day by day">
        <div className="-m-4 overflow-x-auto">
          <table className="bo-table">
            <caption className="sr-only">
              The daily report, newest day first, with the period's totals
            </caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                {COLUMNS.map((column) => (
                  <th key={column.key} scope="col" className="text-right whitespace-nowrap">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {newestFirst.map((day) => (
                <tr key={day.day}>
                  <td className="whitespace-nowrap text-slate-600">{formatDayLong(day.day)}</td>
                  {COLUMNS.map((column) => (
                    <td key={column.key} className="text-right whitespace-nowrap tabular-nums">
                      <Figure value={day[column.key]} money={column.money} currency={currency} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="bg-slate-50 font-semibold">
                <td className="px-3 py-2">Total</td>
                {COLUMNS.map((column) => (
                  <td key={column.key} className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                    <Figure value={totals[column.key]} money={column.money} currency={currency} />
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      </Card>
    </>
  );
}

function RtpSection({ query, currency }: { query: UseQueryResult<RtpReply>; currency: Currency }) {
  const rule = `Highlighted: games whose actual RTP is more than ${RTP_ALERT_POINTS} percentage points from the published one, over stakes of ${formatMoney(RTP_ALERT_MIN_STAKES, currency)} or more.`;
  return (
    <Card title="Return to player by game">
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <Notice>{errorMessage(query.error)}</Notice>
      ) : query.data.games.length === 0 ? (
        <EmptyState>No game was played in {currency} in this period.</EmptyState>
      ) : (
        <div className="-m-4 overflow-x-auto">
          <table className="bo-table">
            <caption className="caption-bottom px-3 py-2 text-left text-xs text-slate-500">{rule}</caption>
            <thead>
              <tr>
                <th scope="col">Game</th>
                <th scope="col" className="text-right">
                  Stakes
                </th>
                <th scope="col" className="text-right">
                  Wins
                </th>
                <th scope="col" className="text-right">
                  Actual RTP
                </th>
                <th scope="col" className="text-right">
                  Published RTP
                </th>
                <th scope="col" className="text-right">
                  Difference
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.games.map((game) => {
                const difference = rtpDifference(game.actualRtp, game.theoreticalRtp);
                const flagged = rtpNeedsLook(difference, game.stakes);
                return (
                  <tr key={game.slug} className={flagged ? 'bg-amber-50' : undefined}>
                    <td>
                      <div className="font-medium">{game.name}</div>
                      <div className="font-mono text-xs text-slate-400">{game.slug}</div>
                    </td>
                    <td className="text-right whitespace-nowrap tabular-nums">
                      {formatMoney(game.stakes, currency)}
                    </td>
                    <td className="text-right whitespace-nowrap tabular-nums">
                      {formatMoney(game.wins, currency)}
                    </td>
                    <td className="text-right tabular-nums">
                      {game.actualRtp === null ? (
                        <span className="text-slate-400">—</span>
                      ) : (
                        `${game.actualRtp}%`
                      )}
                    </td>
                    <td className="text-right tabular-nums">
                      {game.theoreticalRtp === null ? (
                        <span className="text-slate-400">—</span>
                      ) : (
                        `${game.theoreticalRtp}%`
                      )}
                    </td>
                    <td
                      className={`text-right whitespace-nowrap tabular-nums ${
                        flagged ? 'font-semibold text-amber-800' : 'text-slate-600'
                      }`}
                    >
                      {difference === undefined ? (
                        <span className="text-slate-400">—</span>
                      ) : (
                        formatPoints(difference)
                      )}
                      {flagged ? (
                        <span className="sr-only"> (more than {RTP_ALERT_POINTS} points away)</span>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
