import type { Currency, SportWinFeedEntry, SportWinFeedSettings } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppData } from '../../../lib/app-data';
import { callSportsEndpoint } from './sportsbook-endpoints';
import { SPORTSBOOK_KEY } from './sportsbook-keys';

/** The win feed as the page holds it: the settings in the viewer's currency and the wins listed, newest first. */
export interface SportWinFeed {
  settings: SportWinFeedSettings;
  wins: SportWinFeedEntry[];
}

/** The feed's settings depend on the viewer's currency, so a login in another currency reads it afresh. */
export function sportWinFeedKey(currency: Currency) {
  return [...SPORTSBOOK_KEY, 'win-feed', currency] as const;
}

/** `GET /rest/sports-book/win-feed/`: the feed's settings in the viewer's currency and the latest wins that qualify. */
export async function fetchSportWinFeed(): Promise<SportWinFeed> {
  return (await callSportsEndpoint('winFeed', { query: {} })).data;
}

export function sportWinFeedQuery(currency: Currency) {
  return queryOptions({
    queryKey: sportWinFeedKey(currency),
    queryFn: fetchSportWinFeed,
    // While the feed is on screen push brings each new win; a page shown again later reads the list afresh.
    staleTime: 60_000,
  });
}

/** The win feed in the viewer's currency, and that currency (the pushed wins are weighed in it). */
export function useSportWinFeed() {
  const currency = useAppData().appMain.player.currency;
  return { currency, query: useQuery(sportWinFeedQuery(currency)) };
}
