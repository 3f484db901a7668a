import type { MathCurrency } from '../types.ts';

/**
 * Total stakes offered per currency, in minor units. Every step is a multiple of 20, so the line stake of a
 * 20-line or 5-line slot is a whole number of minor units.
 */
export const STANDARD_BET_STEPS: Record<MathCurrency, number[]> = {
  UAH: [200, 400, 1000, 2000, 4000, 10000, 20000, 40000, 100000],
  USD: [20, 40, 100, 200, 400, 1000, 2000, 5000, 10000],
  EUR: [20, 40, 100, 200, 400, 1000, 2000, 5000, 10000],
  RUB: [400, 1000, 2000, 4000, 10000, 20000, 40000, 100000, 200000],
};

/** Roulette chip values; a stake is any sum of chips up to the largest chip (the table maximum). */
export const ROULETTE_CHIPS: Record<MathCurrency, number[]> = {
  UAH: [100, 500, 1000, 5000, 10000, 50000, 100000],
  USD: [10, 50, 100, 500, 1000, 5000, 10000],
  EUR: [10, 50, 100, 500, 1000, 5000, 10000],
  RUB: [200, 1000, 2000, 10000, 20000, 100000, 200000],
};
