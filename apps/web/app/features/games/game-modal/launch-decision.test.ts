import type { GameLaunch, GameLaunchResponse } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { decideLaunch } from './launch-decision';

const IFRAME = 'http://casino.test/studio/play/lucky-dice/?token=abc&lang=uk';

function launch(overrides: Partial<GameLaunch> = {}): GameLaunch {
  return {
    id: 9,
    slug: 'lucky-dice',
    title: 'Lucky Dice',
    provider: { slug: 'studio', title: 'Studio' },
    kind: 'dice',
    isMoney: true,
    iframeUrl: IFRAME,
    finOperations: { isAvailable: true },
    autoVerificationData: { isAvailable: false },
    requestInn: false,
    playerInfo: { betsAmount: 0, needBetsAmount: 0, race: { isAutoSubscription: false } },
    openRoundId: null,
    ...overrides,
  };
}

function reply(item: GameLaunch | null, extra: Partial<GameLaunchResponse> = {}): GameLaunchResponse {
  return { success: true, data: item ? [item] : [], ...extra };
}

const FUNDED = { principal: 50_000, bonus: 0 };

describe('deciding how a game opens', () => {
  it('plays a funded real-money game in its frame', () => {
    expect(decideLaunch(reply(launch()), FUNDED)).toMatchObject({
      action: 'play',
      launch: { iframeUrl: IFRAME, isMoney: true },
    });
  });

  it('plays demo whatever the balance', () => {
    const demo = launch({ isMoney: false });
    expect(decideLaunch(reply(demo), null).action).toBe('play');
    expect(decideLaunch(reply(demo), { principal: 0, bonus: 0 }).action).toBe('play');
  });

  it('raises the unauthorized event when the session is gone', () => {
    expect(decideLaunch({ success: false, data: [] }, FUNDED)).toEqual({ action: 'unauthorized' });
  });

  it('follows a redirect', () => {
    expect(decideLaunch(reply(launch(), { redirectUrl: '/verification/' }), FUNDED)).toEqual({
      action: 'redirect',
      url: '/verification/',
    });
  });

  it('opens the deposit view and closes the game when financial operations are unavailable', () => {
    const blocked = launch({ finOperations: { isAvailable: false }, iframeUrl: null });
    expect(decideLaunch(reply(blocked), FUNDED)).toEqual({ action: 'deposit', reason: 'fin-operations' });
  });

  it('opens the tax-ID view when the tax ID is requested and automatic verification is unavailable', () => {
    const inn = launch({ requestInn: true, iframeUrl: null });
    expect(decideLaunch(reply(inn), FUNDED)).toEqual({ action: 'tax-id', slug: 'lucky-dice' });
  });

  it('lets automatic verification stand in for the tax ID', () => {
    const verified = launch({ requestInn: true, autoVerificationData: { isAvailable: true } });
    expect(decideLaunch(reply(verified), FUNDED).action).toBe('play');
  });

  it('opens the deposit view for a real-money game with a zero or missing balance', () => {
    expect(decideLaunch(reply(launch()), { principal: 0, bonus: 0 })).toEqual({
      action: 'deposit',
      reason: 'balance-empty',
    });
    expect(decideLaunch(reply(launch()), null)).toEqual({ action: 'deposit', reason: 'balance-empty' });
  });

  it('lets a bonus balance play when the real one is empty', () => {
    expect(decideLaunch(reply(launch()), { principal: 0, bonus: 2_000 }).action).toBe('play');
  });

  it('lets free spins of a bonus on this game play with an empty balance, and on no other game', () => {
    const empty = { principal: 0, bonus: 0 };
    expect(decideLaunch(reply(launch()), empty, new Set(['lucky-dice'])).action).toBe('play');
    expect(decideLaunch(reply(launch()), null, new Set(['lucky-dice'])).action).toBe('play');
    expect(decideLaunch(reply(launch()), empty, new Set(['cossack-gold']))).toEqual({
      action: 'deposit',
      reason: 'balance-empty',
    });
  });

  it('has nothing to show without a game or a frame', () => {
    expect(decideLaunch(reply(null), FUNDED)).toEqual({ action: 'unavailable' });
    expect(decideLaunch(reply(launch({ iframeUrl: null })), FUNDED)).toEqual({ action: 'unavailable' });
  });
});
