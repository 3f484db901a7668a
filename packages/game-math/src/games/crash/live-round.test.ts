import { describe, expect, it } from 'vitest';
import { crashPointHundredths } from '../../fair/crash-point.ts';
import { serverSeedHash } from '../../fair/server-seed.ts';
import {
  LIVE_CRASH_GROWTH_PER_SECOND,
  LIVE_CRASH_SALT,
  liveCrashPoint,
  liveCrashWin,
  liveFlightEnd,
  liveMsToReach,
  liveMultiplierAt,
  verifyLiveRound,
} from './live-round.ts';

const serverSeed = 'a'.repeat(64);

describe('the shared crash round', () => {
  it('draws its crash point with the published formula, the salt as client seed and the round as nonce', () => {
    for (const roundNumber of [1, 2, 77]) {
      expect(liveCrashPoint({ serverSeed, roundNumber })).toBe(
        crashPointHundredths({ serverSeed, clientSeed: LIVE_CRASH_SALT, nonce: roundNumber }),
      );
    }
    expect(liveCrashPoint({ serverSeed, roundNumber: 1 })).toBeGreaterThanOrEqual(100);
  });

  it('is verified only against the hash committed before its betting opened', () => {
    const committed = serverSeedHash(serverSeed);
    expect(verifyLiveRound({ serverSeed, roundNumber: 5 }, committed)).toBe(
      liveCrashPoint({ serverSeed, roundNumber: 5 }),
    );
    expect(verifyLiveRound({ serverSeed: 'b'.repeat(64), roundNumber: 5 }, committed)).toBeNull();
  });

  it('grows along the published curve: 1.00x at take-off, 2.00x after 2.5 s', () => {
    expect(liveMultiplierAt(0, LIVE_CRASH_GROWTH_PER_SECOND)).toBe(100);
    expect(liveMultiplierAt(-50, LIVE_CRASH_GROWTH_PER_SECOND)).toBe(100);
    expect(liveMultiplierAt(2_500, LIVE_CRASH_GROWTH_PER_SECOND)).toBe(200);
  });

  it('knows the first millisecond the curve shows a multiplier', () => {
    for (const target of [101, 150, 200, 1234, 100_000]) {
      const ms = liveMsToReach(target, LIVE_CRASH_GROWTH_PER_SECOND);
      expect(liveMultiplierAt(ms, LIVE_CRASH_GROWTH_PER_SECOND)).toBeGreaterThanOrEqual(target);
      expect(liveMultiplierAt(ms - 1, LIVE_CRASH_GROWTH_PER_SECOND)).toBeLessThan(target);
    }
  });

  it('ends the flight at the top cash-out and rounds wins down', () => {
    expect(liveFlightEnd(250)).toBe(250);
    expect(liveFlightEnd(5_000_000)).toBe(100_000);
    expect(liveCrashWin(33, 157)).toBe(51);
  });
});
