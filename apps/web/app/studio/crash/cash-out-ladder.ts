/** The automatic cash-out targets the stepper walks through (hundredths); the maths allows any in its range. */
export const CASH_OUT_LADDER = [
  101, 110, 120, 125, 130, 150, 175, 200, 250, 300, 400, 500, 750, 1000, 1500, 2000, 2500, 5000, 7500, 10_000,
  25_000, 50_000, 100_000,
];

export const CASH_OUT_PRESETS = [150, 200, 300, 500, 1000];

/** One rung up or down the ladder from `cashOut` (a value between rungs moves to the neighbouring rung). */
export function stepCashOut(cashOut: number, direction: 1 | -1, range: { min: number; max: number }): number {
  const rungs = CASH_OUT_LADDER.filter((rung) => rung >= range.min && rung <= range.max);
  const next =
    direction === 1
      ? rungs.find((rung) => rung > cashOut)
      : [...rungs].reverse().find((rung) => rung < cashOut);
  return next ?? cashOut;
}
