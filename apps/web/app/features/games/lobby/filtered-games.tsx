import { type GameCard, type Language, RUBRIC_PAGE_SIZE } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import SearchX from 'lucide-react/icons/search-x';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useLanguage } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { allGamesQuery, fetchAllGames } from '../api/all-games';
import { GAMES_KEY } from '../api/game-keys';
import { fetchGameList, gameListQuery } from '../api/game-list';
import { fetchRubricGames } from '../api/rubric-games';
import { fetchTagGames } from '../api/tag-games';
import { GamesGrid } from '../tiles/games-grid';
import type { LobbyFilter } from './lobby-filter';

/** The games a filter names, before the provider narrows them: a tag's, a category's, or every game. */
function filterQuery(
  filter: LobbyFilter,
  lang: Language,
): { queryKey: readonly unknown[]; queryFn: () => Promise<GameCard[]>; staleTime: number } {
  const page = { limit: RUBRIC_PAGE_SIZE, offset: 0 };
  const staleTime = 60_000;
  const { tag, category } = filter;
  if (tag) {
    return {
      queryKey: [...GAMES_KEY, 'tag', tag, page, lang],
      queryFn: async () => (await fetchTagGames(tag, page, lang)).items,
      staleTime,
    };
  }
  if (category && 'list' in category) {
    return {
      queryKey: gameListQuery(category.list, page.limit, lang).queryKey,
      queryFn: async () => (await fetchGameList(category.list, page.limit, lang)).items,
      staleTime,
    };
  }
  if (category) {
    return {
      queryKey: [...GAMES_KEY, 'rubric', category.rubric, page, lang],
      queryFn: async () => (await fetchRubricGames(category.rubric, page, lang)).items,
      staleTime,
    };
  }
  return { queryKey: allGamesQuery(lang).queryKey, queryFn: () => fetchAllGames(lang), staleTime };
}

/** The lobby narrowed by its filter: a grid of the games, placeholders while they load, a way back when none match. */
export function FilteredGames({ filter, onReset }: { filter: LobbyFilter; onReset: () => void }) {
  const { t } = useTranslation();
  const query = useQuery(filterQuery(filter, useLanguage()));
  const games = query.data?.filter((game) => !filter.provider || game.provider.slug === filter.provider);

  if (query.isError) {
    return (
      <LoadFailed
        text={t('games.lobby.loadFailed')}
        retryLabel={t('games.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!games) return <GamesGrid games={[]} loading={12} />;
  if (games.length === 0) {
    return (
      <div
        className="flex flex-col items-center gap-4 rounded-3xl bg-surface-1 px-6 py-12 text-center ring-1 ring-line"
        data-testid="lobby-empty"
      >
        <SearchX className="size-10 text-muted" aria-hidden="true" />
        <p className="text-base text-fg">{t('games.lobby.empty')}</p>
        <Button variant="secondary" onClick={onReset}>
          {t('games.lobby.reset')}
        </Button>
      </div>
    );
  }
  return <GamesGrid games={games} testId="lobby-grid" />;
}
