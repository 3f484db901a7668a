import type { ExpressOfTheDay, Language } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-data';
import { callSportsEndpoint } from './sportsbook-endpoints';
import { CATALOGUE_KEY } from './sportsbook-keys';

/** `GET /rest/sports-book/express-of-the-day/?lang=`: the day's proposed express, or null when too few matches fit. */
export async function fetchExpressOfTheDay(lang: Language): Promise<ExpressOfTheDay | null> {
  return (await callSportsEndpoint('expressOfTheDay', { query: { lang } })).data;
}

export function expressOfTheDayQuery(lang: Language) {
  return queryOptions({
    queryKey: [...CATALOGUE_KEY, 'express-of-the-day', lang],
    queryFn: () => fetchExpressOfTheDay(lang),
    staleTime: 20_000,
    // The same matches all day, at the prices of now.
    refetchInterval: 60_000,
  });
}

export function useExpressOfTheDay() {
  return useQuery(expressOfTheDayQuery(useLanguage()));
}
