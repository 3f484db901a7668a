import type { Competition } from '@casino/contracts';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n';
import { useCompetitionGames } from '../api/competition-games';
import type { GamesGridPart } from '../games-grid-part';

/** The games a competition counts, as the lobby's tiles (a tile opens the Game modal); or that every game counts. */
export function CountedGames({
  competition,
  GamesGrid,
}: {
  competition: Competition;
  GamesGrid: GamesGridPart;
}) {
  const { t } = useTranslation();
  const games = useCompetitionGames(competition.id);
  const every = competition.gamesIds.length === 0 && competition.provider === null;
  return (
    <section aria-labelledby="competition-games" className="grid gap-4" data-testid="competition-games">
      <div className="grid gap-1">
        <h2 id="competition-games" className="text-xl font-bold tracking-tight text-fg">
          {t('competitions.games.title')}
        </h2>
        <p className="text-sm text-muted">
          {every
            ? t('competitions.games.every')
            : competition.provider
              ? t('competitions.games.provider', { provider: competition.provider })
              : t('competitions.games.listed')}
        </p>
      </div>
      {games.isPending ? (
        <div
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-5 2xl:grid-cols-6"
          aria-busy="true"
        >
          {['a', 'b', 'c', 'd'].map((place) => (
            <Skeleton key={place} className="aspect-[3/4] rounded-2xl" />
          ))}
        </div>
      ) : games.isError ? (
        <LoadFailed
          text={t('competitions.games.loadFailed')}
          retryLabel={t('competitions.retry')}
          onRetry={() => void games.refetch()}
        />
      ) : games.data.games.length > 0 ? (
        <GamesGrid games={games.data.games} testId="competition-games-grid" />
      ) : null}
    </section>
  );
}
