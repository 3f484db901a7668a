import { fairDiceThrow, serverSeedHash } from '@casino/game-math';
import { describe, expect, it } from 'vitest';
import { verifyDiceThrow } from './verify-dice-throw';

const serverSeed = 'c'.repeat(64);

describe('verifying a dice throw', () => {
  it('recomputes the throw and checks the committed hash', () => {
    const verdict = verifyDiceThrow({
      serverSeed,
      serverSeedHash: serverSeedHash(serverSeed).toUpperCase(),
      clientSeed: 'mine',
      nonce: '4',
    });
    expect(verdict).toEqual({
      ok: true,
      computedHash: serverSeedHash(serverSeed),
      hashMatches: true,
      result: fairDiceThrow({ serverSeed, clientSeed: 'mine', nonce: 4 }),
    });
  });

  it('says when the seed is not the committed one, and when there is nothing to compare', () => {
    const base = { serverSeed, clientSeed: 'mine', nonce: '0' };
    expect(verifyDiceThrow({ ...base, serverSeedHash: 'ab' })).toMatchObject({
      ok: true,
      hashMatches: false,
    });
    expect(verifyDiceThrow({ ...base, serverSeedHash: '' })).toMatchObject({ ok: true, hashMatches: null });
  });

  it('names every missing or malformed field', () => {
    expect(verifyDiceThrow({ serverSeed: ' ', serverSeedHash: '', clientSeed: '', nonce: '-1' })).toEqual({
      ok: false,
      errors: { serverSeed: 'required', clientSeed: 'required', nonce: 'nonce' },
    });
  });
});
