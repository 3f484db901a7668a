import type { SportEventSummary } from '@casino/contracts';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { memo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { LIST_LINK } from '../../../lib/list-links';
import { MatchClock } from '../live/match-clock';
import { PriceButton } from '../price/price-button';
import { eventPath } from '../sportsbook-path';

function TeamLine({ name, score }: { name: string; score: number | null }) {
  return (
    <span className="flex min-w-0 items-center justify-between gap-2">
      <span className="min-w-0 truncate text-sm font-semibold text-fg">{name}</span>
      {score === null ? null : (
        <span className="shrink-0 text-sm font-bold text-accent-ink tabular-nums">{score}</span>
      )}
    </span>
  );
}

/**
 * A match in a list: its time (or live period and minute), the teams (with the score live), the who-wins prices
 * as buttons for the bet slip, and a link to every market it has. Side by side where the list is wide enough,
 * the prices under the teams on a phone. Its two links are plain anchors the list follows (`useListLinks`): a line
 * draws dozens of rows as the page loads. Memoised: a live match's news gives that match a new summary and leaves
 * the others as they were, so only its row is drawn again.
 */
export const EventRow = memo(function EventRow({ event, now }: { event: SportEventSummary; now: Date }) {
  const { t, lang } = useTranslation();
  const live = event.status === 'live' ? event.live : null;
  const href = eventPath(event.id, lang);
  const market = event.mainMarket;
  const more = Math.max(event.marketCount - (market ? 1 : 0), 0);
  return (
    <li className="@container" data-testid="sport-event-row" data-event-id={event.id}>
      <div className="flex flex-col gap-2 px-3 py-2.5 @xl:flex-row @xl:items-center @xl:gap-4">
        <a href={href} {...LIST_LINK} className="group flex min-w-0 flex-1 items-center gap-3 rounded-lg">
          <span className="w-[4.5rem] shrink-0">
            <MatchClock event={event} now={now} />
          </span>
          <span className="grid min-w-0 flex-1 gap-1">
            <TeamLine name={event.home.name} score={live ? live.score.home : null} />
            <TeamLine name={event.away.name} score={live ? live.score.away : null} />
          </span>
        </a>
        <div className="flex items-center gap-1.5 @xl:w-[21rem] @xl:shrink-0">
          {market ? (
            market.outcomes.map((outcome) => (
              <PriceButton
                key={outcome.id}
                event={event}
                market={market}
                outcome={outcome}
                testId={`price-${outcome.id}`}
              />
            ))
          ) : (
            <span className="flex h-11 flex-1 items-center justify-center rounded-xl bg-surface-2/50 text-xs font-semibold text-muted">
              {t('sportsbook.row.closed')}
            </span>
          )}
          <a
            href={href}
            {...LIST_LINK}
            aria-label={t('sportsbook.row.markets', {
              home: event.home.name,
              away: event.away.name,
              count: event.marketCount,
            })}
            className="flex h-11 min-w-11 shrink-0 items-center justify-center gap-0.5 rounded-xl px-1.5 text-xs font-bold text-muted ring-1 ring-line transition-colors hover:bg-surface-2 hover:text-fg"
          >
            {more > 0 ? <span className="tabular-nums">+{more}</span> : null}
            <ChevronRight className="size-4" aria-hidden="true" />
          </a>
        </div>
      </div>
    </li>
  );
});
