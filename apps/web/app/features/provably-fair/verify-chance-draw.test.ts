import { fairDiceThrow, fairJackpotTrigger, fairWheelSpin, serverSeedHash } from '@casino/game-math';
import { describe, expect, it } from 'vitest';
import { verifyChanceDraw } from './verify-chance-draw';

const serverSeed = 'c'.repeat(64);
const fields = { serverSeed, serverSeedHash: '', clientSeed: 'mine', nonce: '4', weights: '', tickets: '' };

describe('verifying a chance draw', () => {
  it('recomputes a dice throw and checks the committed hash', () => {
    const verdict = verifyChanceDraw('dice', {
      ...fields,
      serverSeedHash: serverSeedHash(serverSeed).toUpperCase(),
    });
    expect(verdict).toEqual({
      ok: true,
      computedHash: serverSeedHash(serverSeed),
      hashMatches: true,
      result: { kind: 'dice', throw: fairDiceThrow({ serverSeed, clientSeed: 'mine', nonce: 4 }) },
    });
  });

  it('recomputes a wheel spin and a chest prize from the odds table the draw was made with', () => {
    const weights = [500, 300, 150, 50];
    const spin = fairWheelSpin({ serverSeed, clientSeed: 'mine', nonce: 4 }, weights);
    for (const kind of ['wheel', 'chest'] as const) {
      expect(verifyChanceDraw(kind, { ...fields, weights: '500, 300,150 ,50' })).toMatchObject({
        ok: true,
        result: { kind, spin, total: 1000 },
      });
    }
  });

  it('recomputes a jackpot trigger from the tickets the stake held', () => {
    const seeds = { serverSeed, clientSeed: 'mine', nonce: 4 };
    expect(verifyChanceDraw('jackpot', { ...fields, tickets: '100000' })).toMatchObject({
      ok: true,
      result: { kind: 'jackpot', trigger: fairJackpotTrigger(seeds, 1_000, 100) },
    });
    for (const tickets of ['', '-1', '1.5', '1000000001']) {
      expect(verifyChanceDraw('jackpot', { ...fields, tickets })).toEqual({
        ok: false,
        errors: { tickets: 'tickets' },
      });
    }
  });

  it('says when the seed is not the committed one, and when there is nothing to compare', () => {
    expect(verifyChanceDraw('dice', { ...fields, serverSeedHash: 'ab' })).toMatchObject({
      ok: true,
      hashMatches: false,
    });
    expect(verifyChanceDraw('dice', fields)).toMatchObject({ ok: true, hashMatches: null });
  });

  it('names every missing or malformed field', () => {
    const bad = {
      serverSeed: ' ',
      serverSeedHash: '',
      clientSeed: '',
      nonce: '-1',
      weights: '3',
      tickets: 'x',
    };
    expect(verifyChanceDraw('dice', bad)).toEqual({
      ok: false,
      errors: { serverSeed: 'required', clientSeed: 'required', nonce: 'nonce' },
    });
    for (const weights of ['3', '1,0', '1,x', '1,2.5', '']) {
      expect(verifyChanceDraw('wheel', { ...fields, weights })).toEqual({
        ok: false,
        errors: { weights: 'weights' },
      });
    }
  });
});
