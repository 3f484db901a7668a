import { useQueries } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-data';
import { type SportEvent, sportEventQuery } from '../api/sport-event';

/**
 * The slip's matches as the catalogue has them now (the match page's queries, shared with it): undefined while a
 * match is read, null when it is gone. The slip takes their names in the page's language, their prices and whether
 * each selection can still be placed from them.
 */
export function useSlipEvents(
  eventIds: readonly string[],
): ReadonlyMap<string, SportEvent | null | undefined> {
  const lang = useLanguage();
  const unique = [...new Set(eventIds)];
  const results = useQueries({ queries: unique.map((id) => sportEventQuery(id, lang)) });
  return new Map(unique.map((id, index) => [id, results[index]?.data]));
}
