/**
 * The rocket's flight, for the screen only: the round's crash point is known before it starts, and the flight
 * shows the multiplier growing exponentially from 1.00× until it reaches that point.
 */

/** 2× after 2.5 s: the usual pace of crash games. */
const BASE_RATE = Math.log(2) / 2.5;
/** A very high crash point flies faster, so no flight lasts longer than this. */
export const MAX_FLIGHT_S = 10;

/** The growth rate (per second) of a flight to `crashPoint` hundredths. */
export function flightRate(crashPoint: number): number {
  const needed = Math.log(Math.max(100, crashPoint) / 100);
  return Math.max(BASE_RATE, needed / MAX_FLIGHT_S);
}

/** Seconds the rocket takes to reach `hundredths`. */
export function secondsTo(hundredths: number, rate: number): number {
  return Math.log(Math.max(100, hundredths) / 100) / rate;
}

/** The multiplier on screen `seconds` into the flight, in hundredths, never past the crash point. */
export function multiplierAt(seconds: number, rate: number, crashPoint: number): number {
  return Math.min(crashPoint, Math.floor(100 * Math.exp(rate * Math.max(0, seconds))));
}

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
