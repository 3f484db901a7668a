import { crashPointHundredths } from '../../fair/crash-point.ts';
import { serverSeedHash } from '../../fair/server-seed.ts';
import { CRASH_CASH_OUT } from './rocket-crash.ts';

/**
 * The shared (live) round of rocket-crash: one rocket for every player, its crash point drawn per round.
 *
 * Fairness per round: the round's server seed is drawn and its SHA-256 published before the round's betting opens;
 * the seed is revealed after the crash. The crash point is the game's published formula on
 * HMAC-SHA256(serverSeed, `${LIVE_CRASH_SALT}:${roundNumber}:0`): the same function as a private round with the
 * public salt as the client seed and the round number as the nonce, so the verify page recomputes it unchanged.
 */
export const LIVE_CRASH_SALT = 'rocket-crash-live';

/** The growth of the published curve: the multiplier doubles every 2.5 s unless the studio publishes another rate. */
export const LIVE_CRASH_GROWTH_PER_SECOND = Math.log(2) / 2.5;

export interface LiveCrashSeeds {
  serverSeed: string;
  roundNumber: number;
}

/** The crash point of a shared round in hundredths (1.00x and up), from its revealed seed and its number. */
export function liveCrashPoint({ serverSeed, roundNumber }: LiveCrashSeeds): number {
  return crashPointHundredths({ serverSeed, clientSeed: LIVE_CRASH_SALT, nonce: roundNumber });
}

/** Checks a revealed round against its commitment and answers its crash point, or null when the seed does not match. */
export function verifyLiveRound(seeds: LiveCrashSeeds, committedHash: string): number | null {
  return serverSeedHash(seeds.serverSeed) === committedHash ? liveCrashPoint(seeds) : null;
}

/**
 * Where the flight ends: at the crash point, or at the game's top cash-out (1000x) where every stake still flying
 * is cashed out at it; a crash point above it changes nothing any player can win.
 */
export function liveFlightEnd(crashPoint: number): number {
  return Math.min(crashPoint, CRASH_CASH_OUT.max);
}

/** The multiplier in hundredths `elapsedMs` after take-off on the published curve: floor(100 * e^(rate * t)). */
export function liveMultiplierAt(elapsedMs: number, growthPerSecond: number): number {
  return Math.floor(100 * Math.exp((growthPerSecond * Math.max(0, elapsedMs)) / 1000));
}

/** The first whole millisecond after take-off at which the curve shows `hundredths`. */
export function liveMsToReach(hundredths: number, growthPerSecond: number): number {
  let ms = Math.max(0, Math.floor((Math.log(hundredths / 100) / growthPerSecond) * 1000) - 1);
  while (liveMultiplierAt(ms, growthPerSecond) < hundredths) ms += 1;
  return ms;
}

/** A stake's win at a cash-out multiplier (hundredths), rounded down to a minor unit as every crash win. */
export function liveCrashWin(stake: number, cashOut: number): number {
  return Math.floor((stake * cashOut) / 100);
}
