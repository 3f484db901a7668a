import { formatDayTime } from '@casino/i18n';
import { useTranslation } from '../../../lib/i18n';
import type { SportEvent } from '../api/sport-event';
import { periodScoresText } from '../live/live-state';
import { LiveBadge, PeriodLine } from '../live/match-clock';
import { SportIcon } from '../menu/sport-icon';

function Team({ name, serving, align }: { name: string; serving: boolean; align: 'start' | 'end' }) {
  const { t } = useTranslation();
  return (
    <span
      className={`flex min-w-0 flex-1 flex-col gap-1 ${align === 'end' ? 'items-end text-right' : 'items-start text-left'}`}
    >
      <span className="text-base leading-snug font-bold break-words text-fg sm:text-lg lg:text-xl">
        {name}
      </span>
      {serving ? (
        <span className="inline-flex items-center gap-1 text-[11px] font-semibold text-accent-ink">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-accent" />
          {t('sportsbook.event.serving')}
        </span>
      ) : null}
    </span>
  );
}

/**
 * The match: its sport, country and tournament, the two sides, and between them the kick-off, or live the score,
 * the period and its minute, the tennis games and who serves, and the periods' scores.
 */
export function EventHeader({ event }: { event: SportEvent }) {
  const { t, lang } = useTranslation();
  const live = event.status === 'live' ? event.live : null;
  const ended = event.status === 'ended' || event.status === 'closed' || event.status === 'cancelled';
  return (
    <header
      className="grid gap-4 rounded-3xl bg-linear-to-br from-surface-2 to-surface-1 p-4 ring-1 ring-line sm:p-6"
      data-testid="sport-event-header"
    >
      <h1 className="sr-only" data-testid="page-h1">
        {event.home.name} — {event.away.name}
      </h1>
      <p className="flex min-w-0 items-center gap-2 text-xs font-medium text-muted">
        <SportIcon sport={event.sport} className="size-4 shrink-0" />
        <span className="min-w-0 truncate">
          {event.category.name} · {event.tournament.name}
        </span>
      </p>
      <div className="flex items-center gap-3 sm:gap-6">
        <Team name={event.home.name} serving={live?.serving === 'home'} align="start" />
        <div className="flex shrink-0 flex-col items-center gap-1 text-center">
          {live ? (
            <>
              <LiveBadge />
              <span
                className="text-3xl font-extrabold text-fg tabular-nums sm:text-4xl"
                data-testid="sport-event-score"
              >
                {live.score.home}:{live.score.away}
              </span>
              <PeriodLine live={live} className="text-xs font-semibold text-muted" />
            </>
          ) : (
            <>
              <span className="text-[11px] font-semibold tracking-wide text-muted uppercase">
                {t(ended ? 'sportsbook.event.ended' : 'sportsbook.event.kickoff')}
              </span>
              <time
                dateTime={event.scheduledAt}
                className="text-lg font-bold text-fg tabular-nums sm:text-xl"
              >
                {formatDayTime(new Date(event.scheduledAt), lang)}
              </time>
            </>
          )}
        </div>
        <Team name={event.away.name} serving={live?.serving === 'away'} align="end" />
      </div>
      {live && (live.games || live.periodScores.length > 0) ? (
        <p className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-muted tabular-nums">
          {live.games ? <span>{t('sportsbook.event.games', live.games)}</span> : null}
          {live.periodScores.length > 0 ? (
            <span>{t('sportsbook.event.periods', { scores: periodScoresText(live) })}</span>
          ) : null}
        </p>
      ) : null}
    </header>
  );
}
