import type { Language, PlayerCompetition } from '@casino/contracts';
import type { Translate } from '@casino/i18n';
import Medal from 'lucide-react/icons/medal';
import { useState } from 'react';
import { Link } from 'react-router';
import { Chip, ChipRow } from '../../../components/ui/chip';
import { SkeletonList } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n';
import { usePlayerCompetitions } from '../api/player-competitions';
import { usePlayerLastCompetition } from '../api/player-last-competition';
import { competitionPagePath } from '../competitions-path';
import { formatPoints } from '../format/points';
import { timingOf } from '../format/timing';
import { KindBadge } from '../ui/kind-badge';

/** The words of the player's result in a competition. */
function outcomeText(entry: PlayerCompetition, t: Translate, lang: Language): string {
  const { competition } = entry;
  const points = formatPoints(entry.points, competition.tournamentMode, competition.currency, lang);
  if (entry.position !== null) return t('competitions.mine.place', { place: entry.position, points });
  // A running competition's place is on its board; what the player scored so far is known here.
  const closed = timingOf(competition, Date.now()).state === 'closed';
  if (!closed && entry.points > 0) return t('competitions.mine.scored', { points });
  return t(closed ? 'competitions.mine.noPlace' : 'competitions.mine.noPlaceYet');
}

function Outcome({ entry }: { entry: PlayerCompetition }) {
  const { t, lang } = useTranslation();
  return (
    <span className="text-sm text-muted">
      {outcomeText(entry, t, lang)}
      {entry.prize && entry.prize.type !== 'none' ? (
        <strong className="ml-1 font-semibold text-fg">· {entry.prize.title}</strong>
      ) : null}
    </span>
  );
}

/**
 * The signed-in player's competitions: how the last closed one went, and every one they are or were in (or only
 * those that won them a prize).
 */
export function MyCompetitions() {
  const { t, lang } = useTranslation();
  const [winnerOnly, setWinnerOnly] = useState(false);
  const list = usePlayerCompetitions(winnerOnly);
  const last = usePlayerLastCompetition();
  return (
    <section aria-labelledby="my-competitions" className="grid gap-4" data-testid="my-competitions">
      <h2 id="my-competitions" className="text-xl font-bold tracking-tight text-fg">
        {t('competitions.mine.title')}
      </h2>
      {last.data ? (
        <div
          className="flex min-w-0 items-center gap-3 rounded-2xl bg-gradient-to-r from-win/12 to-surface-1 p-4 ring-1 ring-line"
          data-testid="my-last-competition"
        >
          <Medal className="size-6 shrink-0 text-win" aria-hidden="true" />
          <div className="grid min-w-0">
            <span className="text-xs font-semibold tracking-wide text-muted uppercase">
              {t('competitions.mine.last')}
            </span>
            <Link
              to={competitionPagePath(last.data.competition, lang)}
              className="truncate font-bold text-fg hover:text-accent-ink"
            >
              {last.data.competition.title}
            </Link>
            <Outcome entry={last.data} />
          </div>
        </div>
      ) : null}
      <ChipRow label={t('competitions.mine.filter')}>
        <Chip pressed={!winnerOnly} onClick={() => setWinnerOnly(false)} testId="my-competitions-all">
          {t('competitions.mine.all')}
        </Chip>
        <Chip pressed={winnerOnly} onClick={() => setWinnerOnly(true)} testId="my-competitions-won">
          {t('competitions.mine.won')}
        </Chip>
      </ChipRow>
      {list.isPending ? (
        <SkeletonList rows={3} itemClassName="h-16" />
      ) : list.isError || list.data.length === 0 ? (
        <p className="rounded-2xl bg-surface-1 px-4 py-6 text-center text-sm text-muted ring-1 ring-line">
          {t(winnerOnly ? 'competitions.mine.noWins' : 'competitions.mine.none')}
        </p>
      ) : (
        <ul className="grid gap-2" data-testid="my-competitions-list">
          {list.data.map((entry) => (
            <li
              key={entry.competition.id}
              className="grid min-w-0 gap-1 rounded-2xl bg-surface-1 px-4 py-3 ring-1 ring-line sm:flex sm:items-center sm:gap-3"
            >
              <div className="flex min-w-0 flex-1 items-center gap-2">
                <KindBadge kind={entry.competition.type} />
                <Link
                  to={competitionPagePath(entry.competition, lang)}
                  className="min-w-0 truncate font-semibold text-fg hover:text-accent-ink"
                >
                  {entry.competition.title}
                </Link>
              </div>
              <Outcome entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
