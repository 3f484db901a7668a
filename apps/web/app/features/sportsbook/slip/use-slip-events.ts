import { useQueries } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-data';
import { useLiveStatus } from '../../../lib/realtime/push-state';
import { followedSportEventQuery, type SportEvent } from '../api/sport-event';
import { useMatchNews } from '../live/use-match-news';

/**
 * The slip's matches as the catalogue has them now (the match page's queries, shared with it): undefined while a
 * match is read, null when it is gone. The slip takes their names in the page's language, their prices and whether
 * each selection can still be placed from them. The slip follows its matches' channels, so a price that moves or a
 * market suspended shows on the slip as the feed says it.
 */
export function useSlipEvents(
  eventIds: readonly string[],
): ReadonlyMap<string, SportEvent | null | undefined> {
  const lang = useLanguage();
  const unique = [...new Set(eventIds)];
  useMatchNews(unique);
  const pushed = useLiveStatus() === 'connected';
  const results = useQueries({ queries: unique.map((id) => followedSportEventQuery(id, lang, pushed)) });
  return new Map(unique.map((id, index) => [id, results[index]?.data]));
}
