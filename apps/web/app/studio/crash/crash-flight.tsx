import Flame from 'lucide-react/icons/flame';
import Rocket from 'lucide-react/icons/rocket';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { numberFormats } from '../shell/number-formats';
import { flightRate, multiplierAt, secondsTo } from './crash-curve';

export interface Flight {
  /** Changes with every round, so the same crash point twice still flies twice. */
  id: string;
  crashPoint: number;
  cashOut: number;
}

export type FlightPhase = 'idle' | 'launching' | 'flying' | 'crashed';

const SAMPLES = 56;
/** The view always shows at least this much time and height, so the first second does not fill the screen. */
const MIN_SECONDS = 6;
const MIN_TOP = 2;

function reducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The view's extent at `seconds` into the flight: it grows as the rocket climbs. */
function viewOf(seconds: number, multiplier: number) {
  return { maxSeconds: Math.max(MIN_SECONDS, seconds * 1.12), top: Math.max(MIN_TOP, multiplier * 1.18) };
}

/**
 * The flight: the multiplier climbing along an exponential curve until the round's crash point, the automatic
 * cash-out as a line the curve passes (or not), and the crash. Reports each crossing of the cash-out and the end.
 */
export function CrashFlight({
  flight,
  phase,
  cashOut,
  onCashedOut,
  onCrashed,
}: {
  flight: Flight | null;
  phase: FlightPhase;
  /** The chosen cash-out, shown as a line before and during the flight. */
  cashOut: number;
  onCashedOut: () => void;
  onCrashed: () => void;
}) {
  const { t, lang } = useTranslation();
  const formats = numberFormats(lang);
  const [seconds, setSeconds] = useState(0);
  const callbacks = useRef({ onCashedOut, onCrashed });
  callbacks.current = { onCashedOut, onCrashed };

  useEffect(() => {
    if (!flight) return;
    const rate = flightRate(flight.crashPoint);
    const end = secondsTo(flight.crashPoint, rate);
    const cashAt =
      flight.crashPoint >= flight.cashOut ? secondsTo(flight.cashOut, rate) : Number.POSITIVE_INFINITY;
    let cashed = false;
    if (reducedMotion()) {
      setSeconds(end);
      if (Number.isFinite(cashAt)) callbacks.current.onCashedOut();
      callbacks.current.onCrashed();
      return;
    }
    const started = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const elapsed = (now - started) / 1000;
      setSeconds(Math.min(elapsed, end));
      if (!cashed && elapsed >= cashAt) {
        cashed = true;
        callbacks.current.onCashedOut();
      }
      if (elapsed >= end) {
        callbacks.current.onCrashed();
        return;
      }
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [flight]);

  const rate = flight ? flightRate(flight.crashPoint) : flightRate(200);
  const shownSeconds = flight ? seconds : 0;
  const multiplier = flight ? multiplierAt(shownSeconds, rate, flight.crashPoint) : 100;
  const view = viewOf(shownSeconds, multiplier / 100);
  const x = (s: number) => (s / view.maxSeconds) * 1000;
  const y = (m: number) => 560 - ((m - 1) / (view.top - 1)) * 520;
  const points = Array.from({ length: SAMPLES + 1 }, (_, index) => {
    const s = (shownSeconds * index) / SAMPLES;
    return `${x(s).toFixed(1)},${y(Math.exp(rate * s)).toFixed(1)}`;
  });
  const tip = { left: x(shownSeconds) / 10, top: y(multiplier / 100) / 6 };
  const crashed = phase === 'crashed';
  const reached = flight !== null && multiplier >= flight.cashOut;
  const lineY = y(cashOut / 100);
  const lineVisible = lineY >= 20;
  const ticks = [1, ...[1.5, 2, 3, 5, 10, 20, 50, 100, 250, 500, 1000].filter((m) => m < view.top)].slice(-5);

  return (
    <div className="relative min-h-0 flex-1 overflow-hidden bg-[radial-gradient(120%_100%_at_20%_100%,#1e3a8a_0%,#0f1535_45%,#05060f_100%)]">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 opacity-60 [background-image:radial-gradient(1px_1px_at_12%_18%,white,transparent),radial-gradient(1px_1px_at_72%_12%,white,transparent),radial-gradient(1.5px_1.5px_at_42%_32%,white,transparent),radial-gradient(1px_1px_at_86%_44%,white,transparent),radial-gradient(1px_1px_at_28%_62%,white,transparent),radial-gradient(1.5px_1.5px_at_62%_70%,white,transparent),radial-gradient(1px_1px_at_90%_82%,white,transparent)]"
      />
      <div className="absolute inset-x-3 top-3 bottom-8 sm:inset-x-10 sm:top-6 sm:bottom-10">
        <svg
          viewBox="0 0 1000 600"
          preserveAspectRatio="none"
          className="absolute inset-0 size-full overflow-visible"
          aria-hidden="true"
        >
          <defs>
            <linearGradient id="crash-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor={crashed ? '#f43f5e' : '#38bdf8'} stopOpacity="0.45" />
              <stop offset="1" stopColor={crashed ? '#f43f5e' : '#38bdf8'} stopOpacity="0" />
            </linearGradient>
          </defs>
          {ticks.map((m) => (
            <line
              key={m}
              x1="0"
              x2="1000"
              y1={y(m)}
              y2={y(m)}
              stroke="white"
              strokeOpacity="0.07"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {lineVisible ? (
            <line
              x1="0"
              x2="1000"
              y1={lineY}
              y2={lineY}
              stroke={reached ? '#34d399' : '#fbbf24'}
              strokeWidth="2"
              strokeDasharray="8 8"
              vectorEffect="non-scaling-stroke"
            />
          ) : null}
          {flight ? (
            <>
              <polygon
                points={`0,560 ${points.join(' ')} ${x(shownSeconds).toFixed(1)},560`}
                fill="url(#crash-fill)"
              />
              <polyline
                points={points.join(' ')}
                fill="none"
                stroke={crashed ? '#f43f5e' : '#7dd3fc'}
                strokeWidth="4"
                strokeLinecap="round"
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
              />
            </>
          ) : null}
        </svg>
        {ticks.map((m) => (
          <span
            key={m}
            aria-hidden="true"
            className="absolute left-0 -translate-y-full pb-0.5 text-[10px] font-semibold text-white/40 tabular-nums"
            style={{ top: `${y(m) / 6}%` }}
          >
            {formats.times(m * 100)}
          </span>
        ))}
        <span
          aria-hidden="true"
          className={`absolute right-0 rounded-md px-1.5 py-0.5 text-[11px] font-bold tabular-nums ${
            reached ? 'bg-emerald-400/20 text-emerald-300' : 'bg-amber-400/15 text-amber-300'
          } ${lineVisible ? '-translate-y-full' : ''}`}
          style={{ top: lineVisible ? `${lineY / 6}%` : 0 }}
        >
          {t('studio.crash.cashOutLine', { value: formats.times(cashOut) })}
          {lineVisible ? '' : ' ↑'}
        </span>
        {flight ? (
          <div
            aria-hidden="true"
            className="absolute -translate-x-1/2 -translate-y-1/2"
            style={{ left: `${tip.left}%`, top: `${tip.top}%` }}
          >
            {crashed ? (
              <span className="relative grid size-16 place-items-center">
                <span className="absolute inset-0 animate-[crash-burst_600ms_ease-out_forwards] rounded-full bg-[radial-gradient(circle,#fde68a_0%,#f97316_40%,#ef4444_65%,transparent_70%)]" />
                <Flame className="size-8 animate-[studio-pop-in_400ms_ease-out] text-orange-400 drop-shadow-[0_0_14px_#f97316]" />
              </span>
            ) : (
              <Rocket className="size-9 text-white drop-shadow-[0_0_12px_#7dd3fc]" />
            )}
          </div>
        ) : null}
      </div>
      <div className="pointer-events-none absolute inset-x-0 top-[18%] flex flex-col items-center gap-1 text-center">
        <span
          data-testid="crash-multiplier"
          className={`text-6xl font-black tracking-tight tabular-nums drop-shadow-[0_4px_24px_rgb(0_0_0/0.6)] sm:text-8xl ${
            crashed ? 'text-rose-400' : reached ? 'text-emerald-300' : 'text-white'
          } ${phase === 'launching' ? 'animate-pulse' : ''}`}
        >
          {formats.times(multiplier)}
        </span>
        <span className="h-6 text-sm font-bold tracking-wide text-white/70 uppercase">
          {phase === 'launching'
            ? t('studio.crash.launching')
            : crashed && flight
              ? t('studio.crash.crashedAt', { value: formats.times(flight.crashPoint) })
              : phase === 'flying'
                ? t('studio.crash.flying')
                : t('studio.crash.ready')}
        </span>
      </div>
    </div>
  );
}
