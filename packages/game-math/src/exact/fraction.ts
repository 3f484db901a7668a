/** An exact non-negative rational number, for RTP figures that must not carry floating-point error. */
export interface Fraction {
  num: bigint;
  den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function fraction(num: bigint | number, den: bigint | number = 1n): Fraction {
  const n = BigInt(num);
  const d = BigInt(den);
  if (d === 0n) throw new RangeError('fraction: zero denominator');
  const g = gcd(n, d) || 1n;
  const sign = d < 0n ? -1n : 1n;
  return { num: (sign * n) / g, den: (sign * d) / g };
}

export const ZERO = fraction(0n);
export const ONE = fraction(1n);

export function add(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function sub(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den - b.num * a.den, a.den * b.den);
}

export function mul(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.num, a.den * b.den);
}

export function div(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den, a.den * b.num);
}

export function compare(a: Fraction, b: Fraction): number {
  const diff = a.num * b.den - b.num * a.den;
  return diff === 0n ? 0 : diff < 0n ? -1 : 1;
}

/** The value in basis points, rounded half up (0.961249... -> 9612, 0.96125 -> 9613). */
export function toBasisPointsRounded(value: Fraction): number {
  return Number((value.num * 20000n + value.den) / (2n * value.den));
}

/** The value in basis points, rounded down. */
export function toBasisPointsFloor(value: Fraction): number {
  return Number((value.num * 10000n) / value.den);
}

/** A float approximation for display and for comparing with simulated figures. */
export function toNumber(value: Fraction): number {
  // Scale before dividing so huge numerators and denominators keep their precision.
  const scale = 10n ** 18n;
  return Number((value.num * scale) / value.den) / 1e18;
}

/** The smallest and largest of some values. */
export function extremes(values: Iterable<Fraction>): { min: Fraction; max: Fraction } {
  let min: Fraction | undefined;
  let max: Fraction | undefined;
  for (const value of values) {
    if (!min || compare(value, min) < 0) min = value;
    if (!max || compare(value, max) > 0) max = value;
  }
  if (!min || !max) throw new RangeError('extremes: no values');
  return { min, max };
}

/** A percentage with `digits` decimals, for reports. */
export function formatPercent(value: Fraction, digits = 4): string {
  return `${(toNumber(value) * 100).toFixed(digits)}%`;
}
