import type { GameCard, HomeSection } from '@casino/contracts';
import { useQueries } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useLanguage } from '../../../lib/app-data';
import { useLocalHref } from '../../../lib/use-local-href';
import { gameListQuery, ROW_LIMIT, useGameList } from '../api/game-list';
import { GamesSlider } from '../slider/games-slider';
import { arrangeRow } from './row-arrangement';

/** The games the rows above show (their lists are read for them anyway: the same queries, no new requests). */
function useGamesAbove(above: readonly HomeSection[]): GameCard[][] {
  const lang = useLanguage();
  const lists = above.flatMap((section) => (section.kind === 'games' && section.list ? [section.list] : []));
  return useQueries({
    queries: lists.map((list) => gameListQuery(list, ROW_LIMIT, lang)),
    combine: (results) => results.map((result) => result.data?.items ?? []),
  });
}

/**
 * A home page row of games: the content names a list (`/rest/getGames/{x}/`) and the row reads it in the browser,
 * so the shared page stays the same for every guest while the games stay current. It opens on games the rows above
 * do not show (a small catalogue would repeat them row after row). An empty list shows nothing.
 */
export function HomeGamesSection({ section, above }: { section: HomeSection; above: HomeSection[] }) {
  const localHref = useLocalHref();
  const list = useGameList(section.list ?? 'popular', ROW_LIMIT, section.list !== undefined);
  // The rows' games arrive after the page has hydrated, all at once: drawn as a background render, which yields to
  // the browser between tiles, rather than in one task that holds a phone's main thread for every row.
  const page = useDeferredValue(list.data);
  const gamesAbove = useGamesAbove(above);
  if (!section.list || list.isError || (page && page.items.length === 0)) return null;
  return (
    <GamesSlider
      title={section.title}
      text={section.text}
      games={page ? arrangeRow(page.items, gamesAbove) : undefined}
      seeAll={section.cta ? { href: localHref(section.cta.href), label: section.cta.label } : undefined}
      testId={`home-games-${section.list}`}
    />
  );
}
