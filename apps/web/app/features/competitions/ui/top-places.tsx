import { COMPETITION_CARD_TOP, type Competition } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n';
import { formatPoints } from '../format/points';
import { PlaceMark } from './place-mark';

/** A card's leaders: the first places with their names and points (the player's own marked). */
export function TopPlaces({ competition }: { competition: Competition }) {
  const { t, lang } = useTranslation();
  // Players who joined but have not scored are on the board, not among the leaders.
  const rows = competition.mainTableData.filter((row) => row.points > 0).slice(0, COMPETITION_CARD_TOP);
  if (rows.length === 0) {
    return (
      <p className="rounded-2xl bg-surface-2/60 px-3 py-3 text-sm text-muted">
        {t('competitions.card.noLeaders')}
      </p>
    );
  }
  return (
    <ol className="grid gap-1" aria-label={t('competitions.card.leaders')} data-testid="competition-top">
      {rows.map((row) => (
        <li
          key={row.position}
          className={`flex min-w-0 items-center gap-2.5 rounded-xl px-2 py-1.5 text-sm ${row.isCurrent ? 'bg-accent/12 ring-1 ring-accent/30' : ''}`}
        >
          <PlaceMark position={row.position} small />
          <span className="min-w-0 flex-1 truncate font-semibold text-fg">
            {row.isCurrent ? t('competitions.board.you', { login: row.login }) : row.login}
          </span>
          <span className="shrink-0 font-bold text-fg tabular-nums">
            {formatPoints(row.points, competition.tournamentMode, competition.currency, lang)}
          </span>
        </li>
      ))}
    </ol>
  );
}
