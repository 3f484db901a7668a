import { formatDayTime } from '@casino/i18n';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed';
import { SkeletonList } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n';
import { usePromoWinners } from '../api/promo-winners';
import { competitionPagePath } from '../competitions-path';
import { BoardRows } from '../detail/board-rows';

/** The promo tournaments' results (`/tournaments-promo/#netgame`): each closed one with its winners, the last first. */
export function PromoResults() {
  const { t, lang } = useTranslation();
  const results = usePromoWinners();
  if (results.isPending) return <SkeletonList rows={3} itemClassName="h-56 rounded-3xl" />;
  if (results.isError) {
    return (
      <LoadFailed
        text={t('competitions.loadFailed')}
        retryLabel={t('competitions.retry')}
        onRetry={() => void results.refetch()}
      />
    );
  }
  if (results.data.length === 0) {
    return (
      <p
        className="rounded-3xl bg-surface-1 px-6 py-10 text-center text-sm text-muted ring-1 ring-line"
        data-testid="promo-results-empty"
      >
        {t('competitions.results.empty')}
      </p>
    );
  }
  return (
    <div className="grid gap-4" data-testid="promo-results">
      {results.data.map(({ competition, winners }) => (
        <section
          key={competition.id}
          aria-label={competition.title}
          className="grid gap-3 rounded-3xl bg-surface-1 p-4 ring-1 ring-line sm:p-5"
        >
          <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <Link
              to={competitionPagePath(competition, lang)}
              className="text-lg font-bold text-fg hover:text-accent-ink"
            >
              {competition.title}
            </Link>
            <span className="text-xs text-muted">
              {competition.provider ? `${competition.provider} · ` : null}
              {t('competitions.time.ended', { when: formatDayTime(new Date(competition.dateEnd), lang) })}
            </span>
          </header>
          {winners.length > 0 ? (
            <BoardRows rows={winners} competition={competition} testId="promo-winners" />
          ) : (
            <p className="text-sm text-muted">{t('competitions.history.noWinners')}</p>
          )}
        </section>
      ))}
    </div>
  );
}
