/**
 * The daily chart's arithmetic, free of React: a value axis of round steps that always shows zero (GGR and NGR go
 * negative on a day players win), its labels in major units, and which day labels fit under the bars.
 */

export interface ValueScale {
  /** The axis's ends and step, minor units: multiples of the step, with `min <= 0 <= max`. */
  min: number;
  max: number;
  step: number;
  /** Every tick from `min` to `max`, minor units. */
  ticks: number[];
}

/**
 * A scale over `values` (minor units) with about `targetTicks` intervals whose step is 1, 2 or 5 times a power of
 * ten major units, never below one major unit. Zero is always on the axis; no values or all zeros give 0 to 100.
 */
export function valueScale(values: readonly number[], unit = 100, targetTicks = 4): ValueScale {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  if (low === high) return valueScale([100 * unit], unit, targetTicks);
  const rough = (high - low) / unit / targetTicks;
  let step = unit;
  if (rough > 1) {
    const power = 10 ** Math.floor(Math.log10(rough));
    const fraction = rough / power;
    const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
    step = nice * power * unit;
  }
  const min = Math.floor(low / step) * step;
  const max = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let tick = min; tick <= max; tick += step) ticks.push(tick);
  // `-0` reads as "−0" in some formatters: a plain zero.
  return { min: min || 0, max: max || 0, step, ticks: ticks.map((tick) => tick || 0) };
}

/** Where a value sits on an axis `length` long, measured down from its top (the scale's max). */
export function positionOf(value: number, scale: Pick<ValueScale, 'min' | 'max'>, length: number): number {
  return ((scale.max - value) / (scale.max - scale.min)) * length;
}

function trimmed(value: number): string {
  return String(Number(value.toFixed(2)));
}

/**
 * A tick's label in major units, short: `0`, `250`, `1.5k`, `−20k`, `2M`. Ticks are whole major units, so the
 * division is exact; the sign is the console's minus (U+2212), as in `formatMoney`.
 */
export function formatTick(minorUnits: number, unit = 100): string {
  const major = Math.abs(minorUnits) / unit;
  const sign = minorUnits < 0 ? '−' : '';
  if (major >= 1_000_000) return `${sign}${trimmed(major / 1_000_000)}M`;
  if (major >= 1_000) return `${sign}${trimmed(major / 1_000)}k`;
  return `${sign}${trimmed(major)}`;
}

/**
 * Which of `count` day labels to show when only `room` fit: every n-th, counted back from the last (today's) so
 * the newest day always has its label. All of them when they fit.
 */
export function labelledDays(count: number, room: number): Set<number> {
  const every = Math.max(1, Math.ceil(count / Math.max(1, room)));
  const shown = new Set<number>();
  for (let index = count - 1; index >= 0; index -= every) shown.add(index);
  return shown;
}
