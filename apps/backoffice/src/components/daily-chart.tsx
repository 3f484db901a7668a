import type { DailyReportRow } from '@casino/contracts/backoffice';
import { formatTick, labelledDays, positionOf, valueScale } from '../lib/chart-scale';
import { formatMoney } from '../lib/format';
import { formatDayLong, formatDayShort } from '../lib/kyiv-dates';

/** The drawing's own units: the SVG scales to its container's width (viewBox), text with it. */
const WIDTH = 960;
const HEIGHT = 300;
const MARGIN = { top: 12, right: 12, bottom: 30, left: 56 };
const PLOT_WIDTH = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;
/** Room one day label needs under the axis (`Nov 26`), in the drawing's units. */
const LABEL_ROOM = 52;

const SERIES = [
  { key: 'ggr', label: 'GGR', color: '#4f46e5', kind: 'bar' },
  { key: 'ngr', label: 'NGR', color: '#14b8a6', kind: 'bar' },
  { key: 'deposits', label: 'Deposits', color: '#f59e0b', kind: 'line' },
] as const;

/**
 * GGR and NGR per day as bars about a zero line (both go negative on a day players win), deposits as a line. Each
 * day's column has a title with the day's figures, shown on hover; the whole is one image with a summary for
 * assistive technology, which reads the table below for the details.
 */
export function DailyChart({
  days,
  currency,
  summary,
}: {
  days: readonly DailyReportRow[];
  currency: string;
  summary: string;
}) {
  const scale = valueScale(days.flatMap((day) => [day.ggr, day.ngr, day.deposits]));
  const y = (value: number) => MARGIN.top + positionOf(value, scale, PLOT_HEIGHT);
  const band = PLOT_WIDTH / Math.max(1, days.length);
  const barWidth = Math.max(1, Math.min(16, band * 0.36));
  const center = (index: number) => MARGIN.left + band * (index + 0.5);
  const labelled = labelledDays(days.length, Math.floor(PLOT_WIDTH / LABEL_ROOM));
  const zero = y(0);
  const line = days.map((day, index) => `${center(index).toFixed(1)},${y(day.deposits).toFixed(1)}`);

  return (
    <figure>
      <ul className="mb-2 flex flex-wrap items-center justify-end gap-4 text-xs text-slate-600">
        <li className="mr-auto text-slate-400">Amounts in {currency}</li>
        {SERIES.map((series) => (
          <li key={series.key} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className={series.kind === 'bar' ? 'size-2.5 rounded-sm' : 'h-0.5 w-3.5 rounded-full'}
              style={{ backgroundColor: series.color }}
            />
            {series.label}
          </li>
        ))}
      </ul>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        className="block h-auto w-full overflow-visible font-sans"
      >
        {scale.ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={MARGIN.left}
              x2={WIDTH - MARGIN.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke={tick === 0 ? '#64748b' : '#e2e8f0'}
              strokeWidth={tick === 0 ? 1.25 : 1}
            />
            <text
              x={MARGIN.left - 8}
              y={y(tick)}
              textAnchor="end"
              dominantBaseline="middle"
              fontSize={11}
              fill="#64748b"
              className="tabular-nums"
            >
              {formatTick(tick)}
            </text>
          </g>
        ))}
        {days.map((day, index) => {
          const x = center(index);
          return (
            <g key={day.day} className="group">
              <title>
                {`${formatDayLong(day.day)}\nGGR ${formatMoney(day.ggr, currency)}\nNGR ${formatMoney(day.ngr, currency)}\nDeposits ${formatMoney(day.deposits, currency)}`}
              </title>
              {/* The whole column answers the pointer, not only the thin bars. */}
              <rect
                x={MARGIN.left + band * index}
                y={MARGIN.top}
                width={band}
                height={PLOT_HEIGHT}
                className="fill-transparent group-hover:fill-slate-100/70"
              />
              {(['ggr', 'ngr'] as const).map((key, offset) => {
                const value = day[key];
                const top = Math.min(y(value), zero);
                return (
                  <rect
                    key={key}
                    x={x - barWidth + offset * barWidth}
                    y={top}
                    width={barWidth}
                    // A zero still shows as a hairline on the axis.
                    height={Math.max(value === 0 ? 0 : 1, Math.abs(y(value) - zero))}
                    fill={SERIES[offset]?.color}
                    rx={barWidth > 6 ? 1.5 : 0}
                  />
                );
              })}
              {labelled.has(index) ? (
                <text x={x} y={HEIGHT - MARGIN.bottom + 16} textAnchor="middle" fontSize={11} fill="#64748b">
                  {formatDayShort(day.day)}
                </text>
              ) : null}
            </g>
          );
        })}
        <polyline
          points={line.join(' ')}
          fill="none"
          stroke={SERIES[2].color}
          strokeWidth={2}
          strokeLinejoin="round"
          pointerEvents="none"
        />
        {days.length <= 62
          ? days.map((day, index) => (
              <circle
                key={day.day}
                cx={center(index)}
                cy={y(day.deposits)}
                r={2.5}
                fill="#fff"
                stroke={SERIES[2].color}
                strokeWidth={1.5}
                pointerEvents="none"
              />
            ))
          : null}
      </svg>
    </figure>
  );
}
