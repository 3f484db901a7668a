import { STUDIO_FRAME_SOURCE, type StudioFrameMessage } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { reactToFrameMessage, readFrameMessage, withGameBalance } from './frame-reaction';

const source = STUDIO_FRAME_SOURCE;

function round(
  mode: 'real' | 'demo',
  bet: number,
  win: number,
  balance = 10_000,
  freeRoundsLeft?: number,
): StudioFrameMessage {
  return {
    source,
    type: 'round',
    mode,
    bet,
    win,
    balance,
    currency: 'UAH',
    ...(freeRoundsLeft === undefined ? {} : { freeRoundsLeft }),
  };
}

describe('reading a frame message', () => {
  const frame = {} as MessageEventSource;
  const expected = { origin: 'https://casino.test', source: frame };
  const message = round('demo', 100, 0);

  it('takes a well-formed message from the game frame of this origin', () => {
    expect(
      readFrameMessage({ origin: 'https://casino.test', source: frame, data: message }, expected),
    ).toEqual(message);
  });

  it('ignores other origins, other frames and other shapes', () => {
    expect(
      readFrameMessage({ origin: 'https://evil.test', source: frame, data: message }, expected),
    ).toBeNull();
    const other = {} as MessageEventSource;
    expect(
      readFrameMessage({ origin: 'https://casino.test', source: other, data: message }, expected),
    ).toBeNull();
    expect(
      readFrameMessage(
        { origin: 'https://casino.test', source: frame, data: { ...message, win: 1.5 } },
        expected,
      ),
    ).toBeNull();
    expect(
      readFrameMessage(
        { origin: 'https://casino.test', source: frame, data: { ...message, source: 'other' } },
        expected,
      ),
    ).toBeNull();
    expect(
      readFrameMessage(
        { origin: 'https://casino.test', source: frame, data: message },
        { ...expected, source: null },
      ),
    ).toBeNull();
  });
});

describe('the in-game popup states', () => {
  it('never celebrates a demo win that does not exceed the stake', () => {
    expect(reactToFrameMessage(round('demo', 100, 0)).overlay).toBeUndefined();
    expect(reactToFrameMessage(round('demo', 100, 100)).overlay).toBeUndefined();
    expect(reactToFrameMessage(round('demo', 100, 60)).overlay).toBeUndefined();
  });

  it('invites to play for real after a demo win above the stake', () => {
    expect(reactToFrameMessage(round('demo', 100, 101)).overlay).toMatchObject({
      state: 'game-cash-popup-demo-win',
      bet: 100,
      win: 101,
    });
    expect(reactToFrameMessage(round('demo', 100, 1_999)).overlay?.state).toBe('game-cash-popup-demo-win');
  });

  it('makes a demo win of 20 times the stake or more a big win', () => {
    expect(reactToFrameMessage(round('demo', 100, 2_000)).overlay?.state).toBe(
      'game-cash-popup-demo-big-win',
    );
    expect(reactToFrameMessage(round('demo', 100, 50_000)).overlay?.state).toBe(
      'game-cash-popup-demo-big-win',
    );
  });

  it('shows no demo popups for real wins, and moves the real balance', () => {
    expect(reactToFrameMessage(round('real', 100, 5_000, 12_000))).toEqual({
      balance: { mode: 'real', amount: 12_000, currency: 'UAH', freeRound: false },
    });
  });

  it('offers a deposit when a real round leaves the balance at zero', () => {
    expect(reactToFrameMessage(round('real', 500, 0, 0)).overlay).toMatchObject({
      state: 'game-cash-popup-bet-balance-empty',
      balance: 0,
    });
  });

  it('offers a lower bet or a deposit when the stake is above the real balance', () => {
    const reaction = reactToFrameMessage({
      source,
      type: 'insufficient-funds',
      mode: 'real',
      bet: 5_000,
      balance: 1_200,
      currency: 'UAH',
    });
    expect(reaction.overlay).toMatchObject({
      state: 'game-cash-popup-bet-more-balance',
      bet: 5_000,
      balance: 1_200,
    });
    expect(reaction.balance).toEqual({ mode: 'real', amount: 1_200, currency: 'UAH' });
  });

  it('leaves a demo game out of money to its own refill', () => {
    const reaction = reactToFrameMessage({
      source,
      type: 'insufficient-funds',
      mode: 'demo',
      bet: 5_000,
      balance: 1_200,
      currency: 'UAH',
    });
    expect(reaction.overlay).toBeUndefined();
  });

  it('shows the empty balance when a real game starts with nothing to stake', () => {
    const start = (balance: number) =>
      reactToFrameMessage({ source, type: 'ready', mode: 'real', balance, currency: 'UAH' });
    expect(start(0).overlay?.state).toBe('game-cash-popup-balance-empty');
    expect(start(100).overlay).toBeUndefined();
    expect(
      reactToFrameMessage({ source, type: 'ready', mode: 'demo', balance: 0, currency: 'UAH' }).overlay,
    ).toBeUndefined();
  });

  it('offers no deposit for an empty balance while free spins are left to play', () => {
    const ready = (freeRoundsLeft: number) =>
      reactToFrameMessage({
        source,
        type: 'ready',
        mode: 'real',
        balance: 0,
        currency: 'UAH',
        freeRoundsLeft,
      });
    expect(ready(20).overlay).toBeUndefined();
    expect(ready(0).overlay?.state).toBe('game-cash-popup-balance-empty');
    const spun = (freeRoundsLeft: number) => reactToFrameMessage(round('real', 200, 0, 0, freeRoundsLeft));
    expect(spun(19).overlay).toBeUndefined();
    expect(spun(0).overlay?.state).toBe('game-cash-popup-bet-balance-empty');
  });

  it('offers a retry when the session ended and hands a block to player protection', () => {
    expect(reactToFrameMessage({ source, type: 'session-ended', reason: 'expired' }).overlay).toEqual({
      state: 'session-ended',
    });
    const blocked = {
      source,
      type: 'blocked',
      reason: 'self-excluded',
      details: { till: '2030-01-01T00:00:00.000Z' },
    } as const;
    expect(reactToFrameMessage(blocked)).toEqual({ protection: blocked });
  });
});

describe('the header balance after a real round', () => {
  const cached = {
    playerId: 1,
    currency: 'UAH' as const,
    principal: 50_000,
    hold: 2_000,
    total: 52_000,
    bonus: 0,
  };

  it('takes the principal the game reports and keeps the hold', () => {
    expect(withGameBalance(cached, { amount: 49_500, currency: 'UAH' })).toEqual({
      ...cached,
      principal: 49_500,
      total: 51_500,
    });
  });

  it('leaves a balance in another currency, or none, as it is', () => {
    expect(withGameBalance(cached, { amount: 10, currency: 'USD' })).toBe(cached);
    expect(withGameBalance(undefined, { amount: 10, currency: 'UAH' })).toBeUndefined();
    expect(withGameBalance(cached, { amount: 50_000, currency: 'UAH' })).toBe(cached);
  });

  it('asks for the balance again when bonus money is in play, since the game reports real and bonus together', () => {
    const withBonus = { ...cached, bonus: 5_000 };
    expect(withGameBalance(withBonus, { amount: 55_000, currency: 'UAH' })).toBe(withBonus);
    expect(withGameBalance(withBonus, { amount: 54_000, currency: 'UAH' })).toBeNull();
    // A free spin's win goes to the bonus balance, not to the principal.
    const empty = { ...cached, principal: 0, hold: 0, total: 0 };
    expect(withGameBalance(empty, { amount: 120, currency: 'UAH', freeRound: true })).toBeNull();
  });
});
