import { describe, expect, it } from 'vitest';
import {
  depositNotWagered,
  newDevice,
  recentLimitChange,
  riskFlagsOf,
  type WithdrawalRiskFacts,
} from './withdrawal-risk-flags.ts';

const HOUR = 60 * 60 * 1000;
const requestedAt = new Date('2026-03-10T12:00:00.000Z');
const hoursBefore = (hours: number) => new Date(requestedAt.getTime() - hours * HOUR);

describe('new_device', () => {
  it('flags a device first seen within the 24 hours before the request, the edges included', () => {
    expect(newDevice(requestedAt, [hoursBefore(0)])).toBe(true);
    expect(newDevice(requestedAt, [hoursBefore(100), hoursBefore(24)])).toBe(true);
    expect(newDevice(requestedAt, [hoursBefore(24.01)])).toBe(false);
    expect(newDevice(requestedAt, [])).toBe(false);
  });

  it('ignores a device first seen after the request', () => {
    expect(newDevice(requestedAt, [new Date(requestedAt.getTime() + 1)])).toBe(false);
  });
});

describe('deposit_not_wagered', () => {
  it('flags stakes since the last deposit below its amount', () => {
    expect(depositNotWagered({ amount: 10_000 }, 9_999)).toBe(true);
    expect(depositNotWagered({ amount: 10_000 }, 0)).toBe(true);
    expect(depositNotWagered({ amount: 10_000 }, 10_000)).toBe(false);
    expect(depositNotWagered({ amount: 10_000 }, 25_000)).toBe(false);
  });

  it('does not flag a player who never deposited', () => {
    expect(depositNotWagered(null, 0)).toBe(false);
  });
});

describe('recent_limit_change', () => {
  it('flags a limit changed within the 72 hours before the request', () => {
    expect(recentLimitChange(requestedAt, [hoursBefore(71)])).toBe(true);
    expect(recentLimitChange(requestedAt, [hoursBefore(72)])).toBe(true);
    expect(recentLimitChange(requestedAt, [hoursBefore(72.01)])).toBe(false);
    expect(recentLimitChange(requestedAt, [new Date(requestedAt.getTime() + HOUR)])).toBe(false);
    expect(recentLimitChange(requestedAt, [])).toBe(false);
  });
});

describe('riskFlagsOf', () => {
  const quiet: WithdrawalRiskFacts = {
    devicesFirstSeen: async () => [hoursBefore(500)],
    lastDepositBefore: async () => ({ amount: 1_000, completedAt: hoursBefore(200) }),
    realStakesBetween: async () => 1_000,
    limitChangesBetween: async () => [],
  };

  it('reads the facts of the request and answers the flags in the contract order', async () => {
    const asked: { from: Date; to: Date }[] = [];
    const flags = await riskFlagsOf(
      { playerId: 7, createdAt: requestedAt },
      {
        devicesFirstSeen: async () => [hoursBefore(2)],
        lastDepositBefore: async () => ({ amount: 5_000, completedAt: hoursBefore(10) }),
        realStakesBetween: async (_playerId, from, to) => {
          asked.push({ from, to });
          return 4_999;
        },
        limitChangesBetween: async (_playerId, from, to) => [new Date((from.getTime() + to.getTime()) / 2)],
      },
    );
    expect(flags).toEqual(['new_device', 'deposit_not_wagered', 'recent_limit_change']);
    expect(asked).toEqual([{ from: hoursBefore(10), to: requestedAt }]);
  });

  it('answers no flags for a quiet request', async () => {
    expect(await riskFlagsOf({ playerId: 7, createdAt: requestedAt }, quiet)).toEqual([]);
  });
});
