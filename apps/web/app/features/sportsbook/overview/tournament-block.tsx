import type { SportEventSummary } from '@casino/contracts';
import { memo } from 'react';
import { SportIcon } from '../menu/sport-icon';
import { EventRow } from './event-row';
import { sameGroup, type TournamentGroup } from './group-events';

/**
 * A tournament's matches under its name (the sport's icon, the country or tour, the tournament). The list around it
 * follows its rows' links (`useListLinks`). Memoised: a poll of the lists or a live match's news draws again only
 * the tournament whose match changed (and in it only that match's row).
 */
export const TournamentBlock = memo(
  function TournamentBlock({ group, now }: { group: TournamentGroup; now: Date }) {
    return (
      <section
        aria-label={`${group.category.name} · ${group.tournament.name}`}
        className="overflow-hidden rounded-2xl bg-surface-1 ring-1 ring-line"
        data-testid="sport-tournament"
      >
        <header className="flex min-w-0 items-center gap-2 border-b border-line bg-surface-2/40 px-3 py-2 text-xs">
          <SportIcon sport={group.sport} className="size-4 shrink-0 text-muted" />
          <span className="shrink-0 font-medium text-muted">{group.category.name}</span>
          <span aria-hidden="true" className="text-muted">
            ·
          </span>
          <span className="min-w-0 truncate font-bold text-fg">{group.tournament.name}</span>
        </header>
        <ul className="divide-y divide-line">
          {group.events.map((event: SportEventSummary) => (
            <EventRow key={event.id} event={event} now={now} />
          ))}
        </ul>
      </section>
    );
  },
  (before, after) => before.now === after.now && sameGroup(before.group, after.group),
);
