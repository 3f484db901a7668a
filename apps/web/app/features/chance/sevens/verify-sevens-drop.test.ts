import type { SevensDrop } from '@casino/contracts';
import { fairDropPoint, serverSeedHash } from '@casino/game-math';
import { describe, expect, it } from 'vitest';
import { checkSevensDrop } from './verify-sevens-drop';

const seed = 'f'.repeat(64);
const terms = { seedAmount: 777_00, dropCeiling: 7_777_00 };
const dropAmount = fairDropPoint(seed, terms);
const drop: SevensDrop = {
  roundId: 3,
  winner: '***042',
  amount: dropAmount + 1_50,
  currency: 'UAH',
  ...terms,
  dropAmount,
  serverSeedHash: serverSeedHash(seed),
  serverSeed: seed,
  wonAt: '2026-03-01T12:00:00.000Z',
};

describe('checkSevensDrop', () => {
  it('recomputes the hash and the drop point of a revealed round, and matches what it published', () => {
    expect(checkSevensDrop(drop)).toEqual({ hash: drop.serverSeedHash, dropAmount, matches: true });
  });

  it('fails a seed that is not the committed one, a drop point that is not the seed’s, or a pool paid short', () => {
    expect(checkSevensDrop({ ...drop, serverSeed: 'e'.repeat(64) }).matches).toBe(false);
    expect(checkSevensDrop({ ...drop, dropAmount: dropAmount + 1 }).matches).toBe(false);
    expect(checkSevensDrop({ ...drop, amount: dropAmount - 1 }).matches).toBe(false);
  });
});
