import type { HomeSection } from '@casino/contracts';
import { useLocalHref } from '../../../lib/use-local-href';
import { ROW_LIMIT, useGameList } from '../api/game-list';
import { GamesSlider } from '../slider/games-slider';

/**
 * A home page row of games: the content names a list (`/rest/getGames/{x}/`) and the row reads it in the browser,
 * so the shared page stays the same for every guest while the games stay current. An empty list shows nothing.
 */
export function HomeGamesSection({ section }: { section: HomeSection }) {
  const localHref = useLocalHref();
  const list = useGameList(section.list ?? 'popular', ROW_LIMIT, section.list !== undefined);
  if (!section.list || list.isError || (list.data && list.data.items.length === 0)) return null;
  return (
    <GamesSlider
      title={section.title}
      text={section.text}
      games={list.data?.items}
      seeAll={section.cta ? { href: localHref(section.cta.href), label: section.cta.label } : undefined}
      testId={`home-games-${section.list}`}
    />
  );
}
