import { describe, expect, it } from 'vitest';
import { StudioCallError } from '../api/studio-request';
import { classifyPlayError, MAX_TOO_FAST_WAIT_MS } from './play-errors';

describe('play refusals', () => {
  it('carry the balance of an overdraw', () => {
    expect(classifyPlayError(new StudioCallError(422, 'insufficient_funds', '', { balance: 120 }))).toEqual({
      kind: 'insufficient-funds',
      balance: 120,
    });
    expect(classifyPlayError(new StudioCallError(422, 'insufficient_funds', '', { balance: null }))).toEqual({
      kind: 'insufficient-funds',
      balance: null,
    });
  });

  it('wait as long as the minimum game cycle asks, within reason', () => {
    expect(classifyPlayError(new StudioCallError(429, 'too_fast', '', { retryInMs: 812.4 }))).toEqual({
      kind: 'too-fast',
      retryInMs: 813,
    });
    expect(classifyPlayError(new StudioCallError(429, 'too_fast', '', { retryInMs: 10 ** 9 }))).toEqual({
      kind: 'too-fast',
      retryInMs: MAX_TOO_FAST_WAIT_MS,
    });
  });

  it('end the game when the session is gone, with the casino’s reason', () => {
    expect(classifyPlayError(new StudioCallError(401, 'session_ended', '', { reason: 'blocked' }))).toEqual({
      kind: 'session-ended',
      reason: 'blocked',
    });
    expect(classifyPlayError(new StudioCallError(401, 'invalid_session', ''))).toEqual({
      kind: 'session-ended',
      reason: 'invalid_session',
    });
  });

  it('send the same round again when no answer came', () => {
    expect(classifyPlayError(new StudioCallError(0, 'network', ''))).toEqual({ kind: 'retry' });
    expect(classifyPlayError(new StudioCallError(502, 'casino_unavailable', ''))).toEqual({ kind: 'retry' });
  });

  it('stop the game for the player’s own protection, with the facts the casino gave', () => {
    const block = {
      type: 'loss',
      period: 'day',
      limit: 10_000,
      left: 0,
      resetsAt: '2026-01-02T00:00:00.000Z',
    };
    expect(classifyPlayError(new StudioCallError(403, 'limit_reached', '', block))).toEqual({
      kind: 'blocked',
      reason: 'self-limit',
      details: block,
    });
    expect(classifyPlayError(new StudioCallError(409, 'reality_check_pending', ''))).toEqual({
      kind: 'blocked',
      reason: 'reality-check',
      details: {},
    });
    expect(
      classifyPlayError(new StudioCallError(444, 'self_excluded', '', { till: '2026-02-01T00:00:00.000Z' })),
    ).toEqual({ kind: 'blocked', reason: 'self-excluded', details: { till: '2026-02-01T00:00:00.000Z' } });
  });

  it('report anything else as a failure with its code', () => {
    expect(classifyPlayError(new StudioCallError(409, 'round_key_conflict', ''))).toEqual({
      kind: 'failed',
      code: 'round_key_conflict',
    });
    expect(classifyPlayError(new Error('boom'))).toEqual({ kind: 'failed', code: 'unknown' });
  });
});
