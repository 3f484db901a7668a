import { liveFlightEnd, liveMsToReach, liveMultiplierAt } from '@casino/game-math';
import Flame from 'lucide-react/icons/flame';
import Rocket from 'lucide-react/icons/rocket';
import { useTranslation } from '../../lib/i18n';
import { numberFormats } from '../shell/number-formats';
import { useServerNow } from './use-server-now';

/** What the screen shows: waiting for the first round, the countdown to take-off, the flight, the crash. */
export type FlightPhase = 'connecting' | 'betting' | 'flying' | 'crashed';

const SAMPLES = 56;
/** The view always shows at least this much time and height, so the first second does not fill the screen. */
const MIN_SECONDS = 6;
const MIN_TOP = 2;

/** The view's extent at `seconds` into the flight: it grows as the rocket climbs. */
function viewOf(seconds: number, multiplier: number) {
  return { maxSeconds: Math.max(MIN_SECONDS, seconds * 1.12), top: Math.max(MIN_TOP, multiplier * 1.18) };
}

/**
 * The shared flight: the multiplier climbing the published curve from take-off (on the server's clock, every
 * frame), the countdown before it, the crash at the round's point once the server has told it.
 */
export function CrashFlight({
  phase,
  offsetMs,
  takesOffAt,
  growthPerSecond,
  crashPoint,
  cashedOutAt,
}: {
  phase: FlightPhase;
  offsetMs: number;
  /** The round's take-off, in server milliseconds. */
  takesOffAt: number;
  growthPerSecond: number;
  /** Known once crashed. */
  crashPoint: number | null;
  /** The player's own cash-out in this flight, drawn as a line. */
  cashedOutAt: number | null;
}) {
  const { t, lang } = useTranslation();
  const formats = numberFormats(lang);
  const now = useServerNow(offsetMs);
  // After the crash the picture stays at the crash, whatever the time.
  const elapsedMs =
    phase === 'crashed' && crashPoint !== null
      ? liveMsToReach(liveFlightEnd(crashPoint), growthPerSecond)
      : now - takesOffAt;
  const countdownMs = takesOffAt - now;
  const multiplier =
    phase === 'crashed' && crashPoint !== null
      ? crashPoint
      : phase === 'flying'
        ? liveMultiplierAt(elapsedMs, growthPerSecond)
        : 100;
  const inFlight = phase === 'flying' || phase === 'crashed';
  const seconds = inFlight ? Math.max(0, elapsedMs / 1000) : 0;
  const view = viewOf(seconds, multiplier / 100);
  const x = (s: number) => (s / view.maxSeconds) * 1000;
  const y = (m: number) => 560 - ((m - 1) / (view.top - 1)) * 520;
  const points = Array.from({ length: SAMPLES + 1 }, (_, index) => {
    const s = (seconds * index) / SAMPLES;
    return `${x(s).toFixed(1)},${y(Math.min(multiplier / 100, Math.exp(growthPerSecond * s))).toFixed(1)}`;
  });
  const tip = { left: x(seconds) / 10, top: y(multiplier / 100) / 6 };
  const crashed = phase === 'crashed';
  const ticks = [1, ...[1.5, 2, 3, 5, 10, 20, 50, 100, 250, 500, 1000].filter((m) => m < view.top)].slice(-5);
  const cashLineY = cashedOutAt === null ? null : y(cashedOutAt / 100);

  return (
    <div
      className="relative min-h-0 flex-1 overflow-hidden bg-[radial-gradient(120%_100%_at_20%_100%,#1e3a8a_0%,#0f1535_45%,#05060f_100%)]"
      data-testid="crash-flight"
      data-phase={phase}
    >
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
          {cashLineY !== null && cashLineY >= 20 ? (
            <line
              x1="0"
              x2="1000"
              y1={cashLineY}
              y2={cashLineY}
              stroke="#34d399"
              strokeWidth="2"
              strokeDasharray="8 8"
              vectorEffect="non-scaling-stroke"
            />
          ) : null}
          {inFlight ? (
            <>
              <polygon
                points={`0,560 ${points.join(' ')} ${x(seconds).toFixed(1)},560`}
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
        {inFlight ? (
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
        {phase === 'betting' ? (
          <>
            <span className="text-sm font-bold tracking-wide text-white/70 uppercase">
              {t('studio.crash.nextRoundIn')}
            </span>
            <span
              data-testid="crash-countdown"
              className="text-6xl font-black tabular-nums text-white drop-shadow-[0_4px_24px_rgb(0_0_0/0.6)] sm:text-8xl"
            >
              {t('studio.crash.seconds', { value: Math.ceil(Math.max(0, countdownMs) / 1000) })}
            </span>
            <span className="text-sm font-semibold text-amber-300">{t('studio.crash.placeBets')}</span>
          </>
        ) : (
          <>
            <span
              data-testid="crash-multiplier"
              className={`text-6xl font-black tracking-tight tabular-nums drop-shadow-[0_4px_24px_rgb(0_0_0/0.6)] sm:text-8xl ${
                crashed ? 'text-rose-400' : 'text-white'
              }`}
            >
              {formats.times(multiplier)}
            </span>
            <span
              className="h-6 text-sm font-bold tracking-wide text-white/70 uppercase"
              data-testid="crash-status"
            >
              {phase === 'connecting'
                ? t('studio.crash.connecting')
                : crashed
                  ? t('studio.crash.crashedAt', { value: formats.times(multiplier) })
                  : t('studio.crash.flying')}
            </span>
          </>
        )}
      </div>
    </div>
  );
}
