import type { DiceDirection } from '@casino/game-math';
import { useTranslation } from '../../lib/i18n';
import { numberFormats } from '../shell/number-formats';

/** Where a roll or target (hundredths of 0..100) sits along the track, in percent. */
function position(hundredths: number): string {
  return `${hundredths / 100}%`;
}

const TICKS = [0, 2500, 5000, 7500, 10_000];

/**
 * The 0-100 track: the winning side green and the losing side red, the target as a handle (a native range input
 * underneath, so keyboards and screen readers work), and the last roll as a marker sliding to where it fell.
 */
export function DiceTrack({
  target,
  direction,
  range,
  onTarget,
  disabled,
  roll,
}: {
  target: number;
  direction: DiceDirection;
  range: { min: number; max: number };
  onTarget: (target: number) => void;
  disabled: boolean;
  roll: { value: number; won: boolean } | null;
}) {
  const { t, lang } = useTranslation();
  const formats = numberFormats(lang);
  const split = position(target);
  const win = 'var(--color-win)';
  const lose = '#f43f5e';
  const background =
    direction === 'under'
      ? `linear-gradient(90deg, ${win} 0 ${split}, ${lose} ${split} 100%)`
      : `linear-gradient(90deg, ${lose} 0 ${split}, ${win} ${split} 100%)`;
  return (
    <div className="relative w-full px-3 pt-12 pb-7 sm:px-5">
      <div className="relative">
        {roll ? (
          <div
            data-testid="dice-roll-marker"
            className="absolute bottom-full mb-3 -translate-x-1/2 transition-[left] duration-700 ease-out"
            style={{ left: position(roll.value) }}
          >
            <div
              className={`relative rounded-lg px-2 py-1 text-xs font-extrabold text-white tabular-nums shadow-lg ${
                roll.won ? 'bg-emerald-500 shadow-emerald-500/40' : 'bg-rose-500 shadow-rose-500/40'
              }`}
            >
              {formats.hundredths(roll.value)}
              <span
                aria-hidden="true"
                className={`absolute top-full left-1/2 size-2 -translate-x-1/2 -translate-y-1 rotate-45 ${
                  roll.won ? 'bg-emerald-500' : 'bg-rose-500'
                }`}
              />
            </div>
          </div>
        ) : null}
        <div
          aria-hidden="true"
          className="h-3 rounded-full shadow-[inset_0_1px_3px_rgb(0_0_0/0.5)] ring-4 ring-black/25"
          style={{ background }}
        />
        <input
          type="range"
          min={range.min}
          max={range.max}
          step={1}
          value={target}
          disabled={disabled}
          onChange={(event) => onTarget(Number(event.target.value))}
          aria-label={t('studio.dice.target')}
          aria-valuetext={t(`studio.dice.${direction}Target`, { target: formats.hundredths(target) })}
          data-testid="dice-target"
          className="peer absolute inset-x-0 top-1/2 z-10 h-10 w-full -translate-y-1/2 cursor-pointer opacity-0 disabled:cursor-not-allowed"
          style={{
            // The handle reaches the input's ends only within its range; the input spans the range's share of the track.
            left: position(range.min),
            width: `${(range.max - range.min) / 100}%`,
          }}
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 grid h-9 w-7 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-lg bg-white shadow-[0_4px_14px_rgb(0_0_0/0.45)] ring-2 ring-white/70 transition-transform peer-focus-visible:ring-accent"
          style={{ left: split }}
        >
          <span className="flex gap-0.5">
            <span className="h-3.5 w-0.5 rounded bg-slate-400" />
            <span className="h-3.5 w-0.5 rounded bg-slate-400" />
            <span className="h-3.5 w-0.5 rounded bg-slate-400" />
          </span>
        </div>
      </div>
      <div aria-hidden="true" className="relative mt-3 h-4 text-[11px] font-semibold text-muted tabular-nums">
        {TICKS.map((tick) => (
          <span key={tick} className="absolute -translate-x-1/2" style={{ left: position(tick) }}>
            {tick / 100}
          </span>
        ))}
      </div>
    </div>
  );
}
