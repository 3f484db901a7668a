/**
 * `npm run outbox [-- replay <subscriber> <event id | all>]`: the outbox relay (decision 023) as operators see it:
 * each subscriber's position, how far behind it is and what it is failing on, and the events parked for it.
 * `replay` asks the running relay to hand parked events to their subscriber again.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../apps/server/src/platform/db/prepared.ts';
import { parkedEvents } from '../apps/server/src/platform/events/parked-events.ts';
import { printTable, runOpsCommand } from './support/ops-command.ts';

const USAGE = 'usage: npm run outbox [-- replay <subscriber> <event id | all>]';
/** Events counted behind a position at most: past it the lag reads "10000+". */
const LAG_COUNT_LIMIT = 10_000;

await runOpsCommand(USAGE, async (database) => {
  const [action, subscriber, which, ...rest] = process.argv.slice(2);
  if (action === 'replay' && subscriber && which && rest.length === 0) {
    const eventId = which === 'all' ? 'all' : Number(which);
    if (eventId !== 'all' && !Number.isSafeInteger(eventId)) return false;
    const count = await parkedEvents.requestReplay(database.db, subscriber, eventId);
    console.log(`${count} parked events of ${subscriber} will be handed over again by the relay.`);
    return true;
  }
  if (action !== undefined) return false;
  const positions = rowsOf<Record<string, unknown>>(
    await database.db.execute(sql`
      select p.subscriber, p.event_id as "position", p.updated_at as "moved",
             (select count(*) from (
                select 1 from outbox_events e where (e.tx_id, e.id) > (p.tx_id, p.event_id) limit ${LAG_COUNT_LIMIT}
              ) behind) as "behind",
             p.failing_event_id as "failingOn", p.attempts, p.retry_at as "retryAt", p.last_error as "error"
      from outbox_positions p
      order by p.subscriber`),
  );
  printTable(
    positions.map((row) => ({
      ...row,
      behind: Number(row.behind) >= LAG_COUNT_LIMIT ? `${LAG_COUNT_LIMIT}+` : row.behind,
    })),
    'No subscriber has a position yet.',
  );
  console.log('');
  printTable(
    (await parkedEvents.list(database.db)).map((event) => ({
      subscriber: event.subscriber,
      event: event.eventId,
      type: event.type,
      player: event.playerId,
      attempts: event.attempts,
      parked: event.parkedAt,
      replay: event.replayRequestedAt ? 'requested' : '',
      error: event.error,
    })),
    'No parked events.',
  );
  return true;
});
