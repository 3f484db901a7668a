import type { Competition, CompetitionState } from '@casino/contracts';
import { timingOf } from '../format/timing';
import { CompetitionCard } from './competition-card';

/** One state's competitions under its heading, as a grid of cards. */
export function CompetitionSection({
  state,
  title,
  competitions,
  now,
  subscribedIds,
}: {
  state: CompetitionState;
  title: string;
  competitions: readonly Competition[];
  now: number;
  subscribedIds: ReadonlySet<number> | undefined;
}) {
  if (competitions.length === 0) return null;
  const headingId = `competitions-${state}`;
  return (
    <section
      aria-labelledby={headingId}
      className="@container grid gap-4"
      data-testid={`competitions-${state}`}
    >
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold tracking-tight text-fg">
        {title}
        <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs font-bold text-muted tabular-nums">
          {competitions.length}
        </span>
      </h2>
      <div className="grid gap-4 @2xl:grid-cols-2 @5xl:grid-cols-3">
        {competitions.map((competition) => (
          <CompetitionCard
            key={competition.id}
            competition={competition}
            timing={timingOf(competition, now)}
            subscribed={subscribedIds?.has(competition.id)}
          />
        ))}
      </div>
    </section>
  );
}
