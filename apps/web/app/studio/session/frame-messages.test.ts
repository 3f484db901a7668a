import { STUDIO_FRAME_SOURCE, studioFrameMessageSchema } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  blockedMessage,
  insufficientFundsMessage,
  readyMessage,
  roundMessage,
  sessionEndedMessage,
} from './frame-messages';

describe('frame messages', () => {
  it('announce the session with its mode, balance, currency and the free spins it has', () => {
    const message = readyMessage({
      mode: 'real',
      balance: 0,
      currency: 'UAH',
      freeRounds: { roundsLeft: 20, stake: 200 },
    });
    expect(message).toEqual({
      source: STUDIO_FRAME_SOURCE,
      type: 'ready',
      mode: 'real',
      balance: 0,
      currency: 'UAH',
      freeRoundsLeft: 20,
    });
    expect(studioFrameMessageSchema.parse(message)).toEqual(message);
  });

  it('report a round with its stake, win, the balance and the free spins left after it, nothing more', () => {
    const round = {
      roundId: 'r1',
      bet: 200,
      win: 500,
      balance: 10_300,
      currency: 'USD' as const,
      outcome: { roll: 1234 },
    };
    const message = roundMessage('real', round, 19);
    expect(message).toEqual({
      source: STUDIO_FRAME_SOURCE,
      type: 'round',
      mode: 'real',
      bet: 200,
      win: 500,
      balance: 10_300,
      currency: 'USD',
      freeRoundsLeft: 19,
      freeRound: false,
    });
    expect(studioFrameMessageSchema.parse(message)).toEqual(message);
  });

  it('tell the stake that did not fit and the balance there was', () => {
    const message = insufficientFundsMessage('real', 5000, 1200, 'EUR');
    expect(studioFrameMessageSchema.parse(message)).toEqual({
      source: STUDIO_FRAME_SOURCE,
      type: 'insufficient-funds',
      mode: 'real',
      bet: 5000,
      balance: 1200,
      currency: 'EUR',
    });
  });

  it('name the protection that stopped a stake', () => {
    expect(studioFrameMessageSchema.parse(blockedMessage('reality-check', {}))).toEqual({
      source: STUDIO_FRAME_SOURCE,
      type: 'blocked',
      reason: 'reality-check',
      details: {},
    });
  });

  it('say why the session ended', () => {
    expect(studioFrameMessageSchema.parse(sessionEndedMessage('expired'))).toEqual({
      source: STUDIO_FRAME_SOURCE,
      type: 'session-ended',
      reason: 'expired',
    });
  });
});
