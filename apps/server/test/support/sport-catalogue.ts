import { asc, sql } from 'drizzle-orm';
import {
  sportEvents,
  sportFeedProducers,
  sportMarkets,
  sportTournaments,
} from '../../src/modules/sportsbook/sportsbook.schema.ts';
import type { Db } from '../../src/platform/db/database.ts';

/** The whole sportsbook catalogue, in a stable order, to compare two ways of reaching it. */
export async function catalogueRows(db: Db) {
  return {
    events: await db.select().from(sportEvents).orderBy(asc(sportEvents.id)),
    markets: await db
      .select()
      .from(sportMarkets)
      .orderBy(asc(sportMarkets.eventId), asc(sportMarkets.type), asc(sportMarkets.specifiers)),
  };
}

/** Empties the catalogue and what the feed consumer recorded of the producers. */
export async function emptyCatalogue(db: Db): Promise<void> {
  await db.execute(sql`truncate ${sportMarkets}, ${sportEvents}, ${sportTournaments}, ${sportFeedProducers}`);
}
