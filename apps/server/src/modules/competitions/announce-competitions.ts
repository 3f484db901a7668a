import { domainEvent } from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { appendOutboxEvents } from '../../platform/events/append-outbox-events.ts';
import type { CompetitionsRepository } from './competitions.repository.ts';

/**
 * Tells everyone that competitions have started (`CompetitionStarted`, the `start` action), once each: the mark and
 * the event commit together, so two nodes running this at once announce it once.
 */
export async function announceStartedCompetitions(deps: {
  db: Db;
  clock: Clock;
  repository: CompetitionsRepository;
}): Promise<number> {
  const { db, clock, repository } = deps;
  const now = clock.now();
  let announced = 0;
  for (const competition of await repository.unannounced(db, now)) {
    await db.transaction(async (tx) => {
      if (!(await repository.markAnnounced(tx, competition.id, now))) return;
      await appendOutboxEvents(tx, [
        domainEvent('CompetitionStarted', null, {
          competitionId: competition.id,
          slug: competition.slug,
          kind: competition.kind,
          title: competition.title,
        }),
      ]);
      announced += 1;
    });
  }
  return announced;
}
