import { type Currency, PUBLIC_CHANNELS } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { usePublicChannel } from '../../../lib/realtime/public-channels';
import { usePushHandler } from '../../../lib/realtime/use-push-handler';
import { type SportWinFeed, sportWinFeedKey } from '../api/sport-win-feed';
import { mergeWins } from './merge-wins';
import { qualifies } from './qualifies';

/** How long a win that just arrived stays marked. */
const FRESH_MS = 4_000;

/**
 * The feed follows push while it is on screen: each `sportBettingWin` that qualifies is held back the feed's
 * `delaySeconds` (spec section 4) and then written into the cached list, so every place that shows the feed lists
 * it. Returns the bets of the wins that arrived in the last few seconds, to mark them.
 */
export function useLiveWins(feed: SportWinFeed, currency: Currency): ReadonlySet<number> {
  const queryClient = useQueryClient();
  const [fresh, setFresh] = useState<ReadonlySet<number>>(() => new Set());
  const timers = useRef(new Set<number>());

  usePublicChannel(PUBLIC_CHANNELS.sportWins);
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) window.clearTimeout(timer);
    };
  }, []);

  const after = (ms: number, run: () => void) => {
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  };
  const mark = (betId: number, marked: boolean) =>
    setFresh((current) => {
      const next = new Set(current);
      if (marked) next.add(betId);
      else next.delete(betId);
      return next;
    });

  usePushHandler('sportBettingWin', ({ data: win }) => {
    if (!qualifies(win, feed.settings, currency)) return;
    after(feed.settings.delaySeconds * 1000, () => {
      queryClient.setQueryData<SportWinFeed>(
        sportWinFeedKey(currency),
        (current) =>
          current && { ...current, wins: mergeWins(current.wins, [win], current.settings.maxLimit) },
      );
      mark(win.betId, true);
      after(FRESH_MS, () => mark(win.betId, false));
    });
  });
  return fresh;
}
