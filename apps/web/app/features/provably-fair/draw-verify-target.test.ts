import type { ChanceDraw } from '@casino/contracts';
import { fairDropDraw, fairJackpotTrigger, fairWheelSpin, serverSeedHash } from '@casino/game-math';
import { describe, expect, it } from 'vitest';
import { drawVerifyTarget } from './draw-verify-target';
import { verifyChanceDraw } from './verify-chance-draw';

const SEEDS = { serverSeed: 'server-seed-of-the-test', clientSeed: 'client', nonce: 7 };

function drawOf(
  feature: string,
  oddsTable: Record<string, unknown>,
  outcome: Record<string, unknown>,
): ChanceDraw {
  return {
    id: 1,
    feature,
    serverSeedHash: serverSeedHash(SEEDS.serverSeed),
    serverSeed: SEEDS.serverSeed,
    clientSeed: SEEDS.clientSeed,
    nonce: SEEDS.nonce,
    oddsTable,
    outcome,
    createdAt: '2026-11-28T12:00:00.000Z',
  };
}

describe('the chance form filled from a draw of the player', () => {
  it('recomputes a wheel spin from the weights its odds table recorded', () => {
    const segments = [{ weight: 5 }, { weight: 3 }, { weight: 2 }];
    const spin = fairWheelSpin(SEEDS, [5, 3, 2]);
    const target = drawVerifyTarget(drawOf('wheel', { segments }, { ...spin }));
    expect(target).toMatchObject({ kind: 'wheel', fields: { weights: '5,3,2', nonce: '7' } });
    const verified = verifyChanceDraw(target.kind, target.fields);
    expect(verified).toMatchObject({ ok: true, hashMatches: true, result: { spin } });
  });

  it('takes a chest’s, a loot box’s and a lottery level’s prize lines as a weighted pick', () => {
    for (const feature of ['chests', 'loot-box', 'lottery']) {
      const target = drawVerifyTarget(drawOf(feature, { prizes: [{ weight: 1 }, { weight: 9 }] }, {}));
      expect(target).toMatchObject({ kind: 'chest', fields: { weights: '1,9' } });
    }
  });

  it('recomputes a jackpot trigger from the tickets the stake held', () => {
    const trigger = fairJackpotTrigger(SEEDS, 1_000, 10_000);
    const target = drawVerifyTarget(
      drawOf('jackpot', { stake: 1_000, ticketsPerMinorUnit: 10_000 }, trigger),
    );
    expect(target).toMatchObject({ kind: 'jackpot', fields: { tickets: String(trigger.tickets) } });
    expect(verifyChanceDraw(target.kind, target.fields)).toMatchObject({ ok: true, result: { trigger } });
  });

  it('recomputes a prize drop’s trigger and the prize it picked from those left, and a star drop’s trigger', () => {
    // A stake holding every ticket wins, so the pick is always made.
    const draw = fairDropDraw(SEEDS, 1_000, 1_000_000, [20, 0, 100]);
    const target = drawVerifyTarget(
      drawOf('prize-drop', { prizesLeft: [20, 0, 100], ticketsPerMinorUnit: 1_000_000 }, draw),
    );
    expect(target).toMatchObject({ kind: 'drop', fields: { weights: '20,0,100', tickets: '1000000000' } });
    expect(verifyChanceDraw(target.kind, target.fields)).toMatchObject({ ok: true, result: { draw } });
    expect(draw.pick).not.toBeNull();

    const stars = fairDropDraw(SEEDS, 1_000, 1_000_000, []);
    const starTarget = drawVerifyTarget(drawOf('star-drop', { prizesLeft: [] }, stars));
    expect(verifyChanceDraw(starTarget.kind, starTarget.fields)).toMatchObject({
      ok: true,
      result: { draw: { won: true, pick: null } },
    });
    expect(verifyChanceDraw('drop', { ...starTarget.fields, weights: '1,-2' })).toMatchObject({
      ok: false,
      errors: { weights: 'prizesLeft' },
    });
  });

  it('leaves the server seed empty while it is still in play, and a dice throw without weights', () => {
    const target = drawVerifyTarget({ ...drawOf('dice', { kind: 'daily-dice' }, {}), serverSeed: null });
    expect(target).toMatchObject({ kind: 'dice', fields: { serverSeed: '', weights: '', tickets: '' } });
  });
});
