import type { LotteryDrawEntries } from '@casino/contracts';
import { fairLotteryWinners, lotteryEntriesHash, serverSeedHash } from '@casino/game-math';
import { describe, expect, it } from 'vitest';
import { recomputeDraw, verifyDraw } from './verify-draw';

const serverSeed = 'a'.repeat(64);
const entries = [
  { id: 4, kind: 'regular' as const },
  { id: 7, kind: 'gold' as const },
  { id: 9, kind: 'regular' as const },
  { id: 12, kind: 'regular' as const },
];
const ticketsHash = lotteryEntriesHash(entries);
const regular = entries.filter((entry) => entry.kind === 'regular');
const drawnRegular = fairLotteryWinners({ serverSeed, clientSeed: ticketsHash, nonce: 1 }, 3, 2);
const prize = { type: 'none' as const, amount: null, currency: null, title: '' };

function drawn(winners: number[]): LotteryDrawEntries {
  return {
    draw: {
      id: 1,
      drawAt: '2026-03-01T18:00:00.000Z',
      status: 'drawn',
      serverSeedHash: serverSeedHash(serverSeed),
      serverSeed,
      ticketsHash,
      ticketCount: entries.length,
      winners: winners.map((ticketId, position) => ({ ticketId, levelId: 1, position, prize, mine: false })),
    },
    levels: [{ id: 1, ticketKind: 'regular', winners: 2 }],
    entries,
  };
}

describe('verifyDraw', () => {
  const winners = drawnRegular.map((index) => regular[index]!.id);

  it('confirms winners recomputed from the revealed seed and the entries', () => {
    expect(verifyDraw(drawn(winners), serverSeedHash(serverSeed))).toBe('verified');
  });

  it('refuses other winners, another order, a seed that is not the committed one', () => {
    expect(verifyDraw(drawn([...winners].reverse()), serverSeedHash(serverSeed))).toBe('mismatch');
    expect(verifyDraw(drawn(winners.slice(0, 1)), serverSeedHash(serverSeed))).toBe('mismatch');
    expect(verifyDraw(drawn(winners), serverSeedHash('b'.repeat(64)))).toBe('mismatch');
  });
});

describe('recomputeDraw', () => {
  const winners = drawnRegular.map((index) => regular[index]!.id);

  it('gives each step of the check and the winners it recomputed', () => {
    expect(recomputeDraw(drawn(winners), serverSeedHash(serverSeed).toUpperCase())).toEqual({
      seedMatches: true,
      ticketsHash,
      ticketsHashMatches: true,
      winners: winners.map((ticketId) => ({ levelId: 1, ticketId })),
      winnersMatch: true,
    });
  });

  it('says which step fails, and nothing before the seed is revealed', () => {
    const tampered = drawn(winners);
    tampered.draw.ticketsHash = 'f'.repeat(64);
    expect(recomputeDraw(tampered, serverSeedHash(serverSeed))).toMatchObject({
      seedMatches: true,
      ticketsHashMatches: false,
      winnersMatch: true,
    });
    const pending = drawn([]);
    pending.draw.serverSeed = null;
    expect(recomputeDraw(pending, serverSeedHash(serverSeed))).toBeNull();
  });
});
