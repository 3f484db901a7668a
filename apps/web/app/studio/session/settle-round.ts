import type { StudioRound } from '@casino/contracts';
import { fetchRound } from '../api/fetch-round';

/** Between two looks at a pending round: quick at first, then every ten seconds. */
export function pollDelayMs(attempt: number): number {
  return Math.min(10_000, 1_000 * 2 ** attempt);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * A round whose win is still on its way to the casino (RTS 10): looked at again until it is settled. Failed looks
 * (no answer) are retried the same way; leaving the page aborts it.
 */
export async function waitUntilSettled(round: StudioRound, signal: AbortSignal): Promise<StudioRound> {
  let current = round;
  for (let attempt = 0; current.status === 'pending'; attempt += 1) {
    await sleep(pollDelayMs(attempt), signal);
    try {
      current = await fetchRound(round.roundId, signal);
    } catch (error) {
      if (signal.aborted) throw error;
    }
  }
  return current;
}
