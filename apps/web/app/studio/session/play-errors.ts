import type { StudioFrameMessage } from '@casino/contracts';
import { StudioCallError, type StudioErrorDetails } from '../api/studio-request';

type Blocked = Extract<StudioFrameMessage, { type: 'blocked' }>;

/** What the game does about a refused play: each refusal the studio names has its own answer. */
export type PlayRefusal =
  | { kind: 'insufficient-funds'; balance: number | null }
  | { kind: 'too-fast'; retryInMs: number }
  | { kind: 'session-ended'; reason: string }
  /** The casino refused the stake for the player's own protection (a limit, an exclusion, a reality check). */
  | { kind: 'blocked'; reason: Blocked['reason']; details: Blocked['details'] }
  /** No answer, or the casino behind the studio did not answer: the same round key may be sent again. */
  | { kind: 'retry' }
  | { kind: 'failed'; code: string };

/** The longest a too-fast refusal makes the client wait before it plays the same round again. */
export const MAX_TOO_FAST_WAIT_MS = 5_000;

/** The refusal's facts as the frame message carries them (strings, numbers and nulls). */
function blockDetails(details: StudioErrorDetails): Blocked['details'] {
  return Object.fromEntries(
    Object.entries(details).filter(
      (entry): entry is [string, string | number | null] => typeof entry[1] !== 'boolean',
    ),
  );
}

/** Sorts a failed studio call by the studio's error codes; an unknown 401 is an ended session too. */
export function classifyPlayError(error: unknown): PlayRefusal {
  if (!(error instanceof StudioCallError)) return { kind: 'failed', code: 'unknown' };
  const { code, details, status } = error;
  if (code === 'limit_reached')
    return { kind: 'blocked', reason: 'self-limit', details: blockDetails(details) };
  if (code === 'reality_check_pending') {
    return { kind: 'blocked', reason: 'reality-check', details: {} };
  }
  // 444: the player's time-out or self-exclusion is in force, with its end.
  if (code === 'self_excluded') {
    return { kind: 'blocked', reason: 'self-excluded', details: blockDetails(details) };
  }
  if (code === 'insufficient_funds') {
    return {
      kind: 'insufficient-funds',
      balance: typeof details.balance === 'number' ? details.balance : null,
    };
  }
  if (code === 'too_fast') {
    const wait = typeof details.retryInMs === 'number' ? details.retryInMs : 0;
    return { kind: 'too-fast', retryInMs: Math.min(MAX_TOO_FAST_WAIT_MS, Math.max(0, Math.ceil(wait))) };
  }
  if (code === 'session_ended') {
    return { kind: 'session-ended', reason: typeof details.reason === 'string' ? details.reason : code };
  }
  if (code === 'invalid_session' || status === 401) return { kind: 'session-ended', reason: code };
  if (status === 0 || code === 'casino_unavailable') return { kind: 'retry' };
  return { kind: 'failed', code };
}
