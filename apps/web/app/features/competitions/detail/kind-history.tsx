import type { Competition } from '@casino/contracts';
import { formatDayTime } from '@casino/i18n';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useCompetitionHistory } from '../api/competition-history';
import { competitionPagePath } from '../competitions-path';
import { formatPoints } from '../format/points';
import { fundText } from '../format/prizes';
import { PlaceMark } from '../ui/place-mark';

/**
 * The last closed competitions of the same kind and product (a casino tournament's page never lists the sportsbook's
 * leaderboards, nor the other way round), each with its winner; nothing while loading or when none closed.
 */
export function KindHistory({ competition }: { competition: Competition }) {
  const { t, lang } = useTranslation();
  const history = useCompetitionHistory(competition.type);
  const closed = (history.data ?? []).filter(
    (item) => item.id !== competition.id && item.product === competition.product,
  );
  if (closed.length === 0) return null;
  return (
    <section aria-labelledby="competition-history" className="grid gap-4" data-testid="competition-history">
      <h2 id="competition-history" className="text-xl font-bold tracking-tight text-fg">
        {competition.product === 'sports'
          ? t('competitions.sports.history')
          : t(`competitions.history.${competition.type}`)}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {closed.map((item: Competition) => {
          const winner = item.mainTableData[0];
          const fund = fundText(item.prizeFund, lang);
          return (
            <li key={item.id} className="grid gap-2 rounded-2xl bg-surface-1 p-4 ring-1 ring-line">
              <Link
                to={competitionPagePath(item, lang)}
                className="truncate font-bold text-fg hover:text-accent-ink"
              >
                {item.title}
              </Link>
              <p className="text-xs text-muted">
                {t('competitions.time.ended', { when: formatDayTime(new Date(item.dateEnd), lang) })}
                {fund ? ` · ${fund}` : null}
              </p>
              {winner ? (
                <p className="flex min-w-0 items-center gap-2 text-sm">
                  <PlaceMark position={1} small />
                  <span className="min-w-0 flex-1 truncate font-semibold text-fg">{winner.login}</span>
                  <span className="shrink-0 font-bold text-fg tabular-nums">
                    {formatPoints(winner.points, item.tournamentMode, item.currency, lang)}
                  </span>
                </p>
              ) : (
                <p className="text-sm text-muted">{t('competitions.history.noWinners')}</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
