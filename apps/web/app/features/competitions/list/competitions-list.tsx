import {
  type Competition,
  type CompetitionKind,
  type CompetitionProduct,
  type CompetitionState,
  PUBLIC_CHANNELS,
} from '@casino/contracts';
import Trophy from 'lucide-react/icons/trophy';
import { Fragment, type ReactNode, useMemo } from 'react';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAppData } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { usePublicChannel } from '../../../lib/realtime/public-channels';
import { useCompetitionList } from '../api/competition-list';
import { usePlayerCompetitions } from '../api/player-competitions';
import { productWord } from '../format/product-words';
import { byState } from '../format/timing';
import { useRenderAt } from '../ui/use-render-at';
import { CompetitionSection } from './competition-section';

/** Running first, then soon, then closed. */
const SECTIONS: readonly CompetitionState[] = ['active', 'soon', 'closed'];

function ListSkeleton() {
  const places = ['first', 'second', 'third'];
  return (
    <div className="@container" aria-busy="true" data-testid="competitions-loading">
      <div className="grid gap-4 @2xl:grid-cols-2 @5xl:grid-cols-3">
        {places.map((place) => (
          <Skeleton key={place} className="h-96 rounded-3xl" />
        ))}
      </div>
    </div>
  );
}

/** The ids of the competitions the signed-in player takes part in (undefined while not known, or for a guest). */
function useSubscribedIds(): ReadonlySet<number> | undefined {
  const { isGuest } = useAppData().appMain.player;
  const mine = usePlayerCompetitions();
  return useMemo(
    () => (isGuest || !mine.data ? undefined : new Set(mine.data.map((entry) => entry.competition.id))),
    [isGuest, mine.data],
  );
}

/** The running competitions shown whole instead of as cards, and what stands in their place when none runs. */
export interface RunningInFull {
  show: (competition: Competition) => ReactNode;
  none: ReactNode;
}

/**
 * The competitions of a kind (every kind: null) counting the casino's games or sports bets: running ones, then soon
 * ones, then the last closed with their winners; the running ones whole above the others when `running` says how
 * (the sportsbook's leaderboard). Starts and ends come by push (the page listens to the tournaments' channel while
 * it is open), and a competition moves to its next state on the page's own clock.
 */
export function CompetitionsList({
  kind,
  product,
  running,
}: {
  kind: CompetitionKind | null;
  product: CompetitionProduct;
  running?: RunningInFull;
}) {
  const { t } = useTranslation();
  usePublicChannel(PUBLIC_CHANNELS.tournaments);
  const list = useCompetitionList(kind, product);
  const subscribedIds = useSubscribedIds();
  const firstChange = useMemo(() => {
    const moments = (list.data ?? []).flatMap((item) => [
      Date.parse(item.dateStart),
      Date.parse(item.dateEnd),
    ]);
    const future = moments.filter((moment) => moment > Date.now());
    return future.length > 0 ? Math.min(...future) : null;
  }, [list.data]);
  const now = useRenderAt(firstChange);

  if (list.isPending) return <ListSkeleton />;
  if (list.isError) {
    return (
      <LoadFailed
        text={t('competitions.loadFailed')}
        retryLabel={t('competitions.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (list.data.length === 0) {
    return (
      <div
        className="grid justify-items-center gap-3 rounded-3xl bg-surface-1 px-6 py-12 text-center ring-1 ring-line"
        data-testid="competitions-empty"
      >
        <span className="grid size-14 place-items-center rounded-2xl bg-accent/15 text-accent-ink">
          <Trophy className="size-7" aria-hidden="true" />
        </span>
        <p className="text-lg font-bold text-fg">{t(productWord(product, 'empty.title'))}</p>
        <p className="max-w-md text-sm text-muted">{t(productWord(product, 'empty.text'))}</p>
      </div>
    );
  }
  const groups = byState(list.data, now);
  const carded = running ? SECTIONS.filter((state) => state !== 'active') : SECTIONS;
  return (
    <div className="grid gap-8">
      {running
        ? groups.active.length === 0
          ? running.none
          : groups.active.map((competition) => (
              <Fragment key={competition.id}>{running.show(competition)}</Fragment>
            ))
        : null}
      {carded.map((state) => (
        <CompetitionSection
          key={state}
          state={state}
          title={t(`competitions.sections.${state}`)}
          competitions={groups[state]}
          now={now}
          subscribedIds={subscribedIds}
        />
      ))}
    </div>
  );
}
