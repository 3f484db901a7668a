import { PUBLIC_CHANNELS } from '@casino/contracts';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import SearchX from 'lucide-react/icons/search-x';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n';
import { usePublicChannel } from '../../../lib/realtime/public-channels';
import { useCompetition } from '../api/competition';
import type { CompetitionView } from '../api/competition-keys';
import { kindListPage, listPath, sportsLeaderboardPath } from '../competitions-path';
import { type Timing, timingOf } from '../format/timing';
import type { GamesGridPart } from '../games-grid-part';
import { useRenderAt } from '../ui/use-render-at';
import { AttemptsSection } from './attempts-section';
import { BoardSection } from './board-section';
import { CountedGames } from './counted-games';
import { DetailHero } from './detail-hero';
import { KindHistory } from './kind-history';
import { MultiplierPrizes } from './multiplier-prizes';
import { PrizeTable } from './prize-table';
import { RulesList } from './rules-list';
import { StageTables } from './stage-tables';
import { StagesSection } from './stages-section';
import { YourPosition } from './your-position';

function DetailSkeleton() {
  return (
    <div className="grid gap-5" aria-busy="true" data-testid="competition-loading">
      <Skeleton className="h-72 rounded-3xl" />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-96 rounded-3xl" />
        <Skeleton className="h-96 rounded-3xl" />
      </div>
    </div>
  );
}

function NotFound() {
  const { t, lang } = useTranslation();
  return (
    <div
      className="grid justify-items-center gap-3 rounded-3xl bg-surface-1 px-6 py-12 text-center ring-1 ring-line"
      data-testid="competition-not-found"
    >
      <span className="grid size-14 place-items-center rounded-2xl bg-accent/15 text-accent-ink">
        <SearchX className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-xl font-bold text-fg">{t('competitions.notFound.title')}</h1>
      <p className="max-w-md text-sm text-muted">{t('competitions.notFound.text')}</p>
      <ButtonLink to={listPath('events', lang)} variant="secondary">
        {t('competitions.notFound.back')}
      </ButtonLink>
    </div>
  );
}

/**
 * A competition by its slug once it has loaded (its skeleton before, a failure with a retry, or "not found"), with
 * where it stands on the page's clock, which moves at its start and its end.
 */
export function LoadedCompetition({
  slug,
  children,
}: {
  slug: string;
  children: (view: CompetitionView, timing: Timing) => ReactNode;
}) {
  const { t } = useTranslation();
  const query = useCompetition(slug);
  const view = query.data;
  const dates = view?.competition;
  const nextChange = dates
    ? [Date.parse(dates.dateStart), Date.parse(dates.dateEnd)].find((at) => at > Date.now())
    : undefined;
  const now = useRenderAt(nextChange ?? null);

  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    return (
      <LoadFailed
        text={t('competitions.loadFailed')}
        retryLabel={t('competitions.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!view) return <NotFound />;
  return children(view, timingOf(view.competition, now));
}

/**
 * A competition in full: its head with the countdown and the way in, the player's place, a race's attempts, a
 * staged one's stages, the board, the prizes (the stages' and the best rounds' too) and the rules. Its title is the
 * page's heading (`h1`) on its own page, and a section's (`h2`) where a page shows it under a heading of its own.
 * The columns follow the room it is given, so it fits beside the sportsbook's menu and slip as well as on a page of
 * its own.
 */
export function CompetitionBody({
  view: { competition, playerData },
  timing,
  titleAs = 'h1',
}: {
  view: CompetitionView;
  timing: Timing;
  titleAs?: 'h1' | 'h2';
}) {
  const { t } = useTranslation();
  const closed = timing.state === 'closed';
  return (
    <>
      <DetailHero competition={competition} playerData={playerData} timing={timing} titleAs={titleAs} />
      <div className="@container">
        <div className="grid items-start gap-5 @4xl:grid-cols-[minmax(0,1fr)_22rem] @5xl:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="grid min-w-0 gap-5">
            {timing.state === 'soon' ? null : (
              <YourPosition competition={competition} playerData={playerData} />
            )}
            <AttemptsSection competition={competition} playerData={playerData} closed={closed} />
            {timing.state === 'soon' ? null : (
              <StagesSection competition={competition} playerData={playerData} closed={closed} />
            )}
            <BoardSection competition={competition} closed={closed} />
          </div>
          <div className="grid min-w-0 gap-5">
            <PrizeTable
              id="competition-prizes"
              title={t('competitions.prizes.title')}
              prizes={competition.prizes}
            />
            <StageTables competition={competition} />
            <MultiplierPrizes competition={competition} />
            <RulesList competition={competition} />
          </div>
        </div>
      </div>
    </>
  );
}

/**
 * A competition's page: the way back to its list (a sports one's to the sportsbook's leaderboard), the competition
 * in full, the games it counts, and the last closed ones of its kind. The board follows push while the page is open.
 */
export function CompetitionDetail({ slug, GamesGrid }: { slug: string; GamesGrid: GamesGridPart }) {
  const { t, lang } = useTranslation();
  usePublicChannel(PUBLIC_CHANNELS.tournaments);
  return (
    <LoadedCompetition slug={slug}>
      {(view, timing) => {
        const { competition } = view;
        const sports = competition.product === 'sports';
        const back = sports
          ? { to: sportsLeaderboardPath(lang), label: t('competitions.sports.back') }
          : {
              to: listPath(kindListPage(competition.type), lang),
              label: t(`competitions.pages.${kindListPage(competition.type)}.back`),
            };
        return (
          <div
            className="grid gap-6 lg:gap-8"
            data-testid="competition-page"
            data-slug={competition.slug}
            data-kind={competition.type}
          >
            <Link
              to={back.to}
              className="inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-muted hover:text-fg"
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              {back.label}
            </Link>
            <CompetitionBody view={view} timing={timing} />
            {/* A sports competition counts bets on matches: no game of the casino's is among them. */}
            {timing.state === 'closed' || sports ? null : (
              <CountedGames competition={competition} GamesGrid={GamesGrid} />
            )}
            <KindHistory competition={competition} />
          </div>
        );
      }}
    </LoadedCompetition>
  );
}
