import { crashPointHundredths, playRound, serverSeedHash } from '@casino/game-math';
import { describe, expect, it } from 'vitest';
import { sameJson, type VerifyFields, verifyRound } from './verify-round';

const SERVER_SEED = 'a'.repeat(64);
const fields = (overrides: Partial<VerifyFields> = {}): VerifyFields => ({
  slug: 'rocket-crash',
  serverSeed: SERVER_SEED,
  serverSeedHash: serverSeedHash(SERVER_SEED),
  clientSeed: 'player-seed',
  nonce: '7',
  bet: '200',
  params: '{"cashOut": 150}',
  ...overrides,
});

describe('verifying a round', () => {
  it('recomputes the outcome with the studio’s maths and checks the committed hash', () => {
    const verification = verifyRound(fields());
    expect(verification).toMatchObject({ ok: true, kind: 'crash', hashMatches: true });
    if (!verification.ok) return;
    const seeds = { serverSeed: SERVER_SEED, clientSeed: 'player-seed', nonce: 7 };
    expect(verification.result).toEqual(playRound('rocket-crash', seeds, 200, { cashOut: 150 }));
    expect(verification.result.outcome.crashPoint).toBe(crashPointHundredths(seeds));
    expect(verification.firstHmac).toMatch(/^[0-9a-f]{64}$/);
  });

  it('shows a seed that is not the one committed to', () => {
    expect(verifyRound(fields({ serverSeedHash: 'f'.repeat(64) }))).toMatchObject({
      ok: true,
      hashMatches: false,
    });
    expect(verifyRound(fields({ serverSeedHash: '' }))).toMatchObject({ ok: true, hashMatches: null });
  });

  it('names each field it cannot read', () => {
    expect(
      verifyRound(fields({ slug: 'nope', nonce: '-1', bet: '1.5', params: '[', serverSeed: '' })),
    ).toEqual({
      ok: false,
      errors: {
        slug: 'unknown_game',
        nonce: 'nonce',
        bet: 'bet',
        params: 'params_json',
        serverSeed: 'required',
      },
    });
  });

  it('refuses parameters the game would never have played', () => {
    expect(verifyRound(fields({ params: '{"cashOut": 100}' }))).toMatchObject({
      ok: false,
      refused: expect.any(String),
    });
  });
});

describe('comparing outcomes', () => {
  it('ignores the order keys were stored in, and nothing else', () => {
    expect(sameJson({ a: 1, b: [1, { c: 2, d: 3 }] }, { b: [1, { d: 3, c: 2 }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ a: null }, { a: 0 })).toBe(false);
  });
});
