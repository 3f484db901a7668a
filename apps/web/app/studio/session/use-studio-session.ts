import type { StudioSession } from '@casino/contracts';
import { useEffect, useState } from 'react';
import { startSession } from '../api/start-session';
import { StudioCallError } from '../api/studio-request';
import { blockedMessage, postToParent, sessionEndedMessage } from './frame-messages';
import { classifyPlayError } from './play-errors';

export type SessionStart =
  | { status: 'starting' }
  | { status: 'ready'; session: StudioSession }
  /** `reason` is the studio's error code (`missing_token` when the address carries none). */
  | { status: 'failed'; reason: string; retryable: boolean };

/**
 * A launch token is good for one session: the start is shared by every caller with the same token, so a
 * component mounted twice (development's strict mode, a remount) does not spend it twice.
 */
const starts = new Map<string, Promise<StudioSession>>();

/** No answer, or the server's own failure: the token may still be good. A refusal (4xx) is final. */
function isRetryable(error: unknown): boolean {
  return !(error instanceof StudioCallError) || error.status === 0 || error.status >= 500;
}

function startOnce(token: string): Promise<StudioSession> {
  let start = starts.get(token);
  if (!start) {
    start = startSession(token);
    starts.set(token, start);
    // A start that failed for want of an answer may be tried again with the same token.
    start.catch((error: unknown) => {
      if (isRetryable(error)) starts.delete(token);
    });
  }
  return start;
}

/**
 * Starts the studio session of the page's launch token. A token that is missing, used or expired ends the game
 * at once, and the page around the frame hears of it (`session-ended`) so it can offer to reopen the game; a
 * player excluded since the launch is `blocked` instead.
 */
export function useStudioSession(token: string | null): { start: SessionStart; retry: () => void } {
  const [start, setStart] = useState<SessionStart>({ status: 'starting' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` starts the same session again on a retry
  useEffect(() => {
    let live = true;
    if (!token) {
      setStart({ status: 'failed', reason: 'missing_token', retryable: false });
      postToParent(sessionEndedMessage('missing_token'));
      return;
    }
    setStart({ status: 'starting' });
    startOnce(token).then(
      (session) => {
        if (live) setStart({ status: 'ready', session });
      },
      (error: unknown) => {
        if (!live) return;
        const retryable = isRetryable(error);
        const reason = error instanceof StudioCallError ? error.code : 'unknown';
        setStart({ status: 'failed', reason, retryable });
        // An exclusion that began after the launch: the page shows the Ludoman modal with its end date.
        const refusal = classifyPlayError(error);
        if (refusal.kind === 'blocked') postToParent(blockedMessage(refusal.reason, refusal.details));
        else if (!retryable) postToParent(sessionEndedMessage(reason));
      },
    );
    return () => {
      live = false;
    };
  }, [token, attempt]);
  return { start, retry: () => setAttempt((value) => value + 1) };
}
