import { asc, sql } from 'drizzle-orm';
import {
  sportEvents,
  sportFeedProducers,
  sportMarketCancels,
  sportMarkets,
  sportTournaments,
} from '../../src/modules/sportsbook/sportsbook.schema.ts';
import type { Db } from '../../src/platform/db/database.ts';

/**
 * The whole sportsbook catalogue, in a stable order, to compare two ways of reaching it: what the feed said, without
 * the settlement sequence (a replayed settlement numbers the market again for bet settlement, which is harmless).
 */
export async function catalogueRows(db: Db) {
  const markets = await db
    .select()
    .from(sportMarkets)
    .orderBy(asc(sportMarkets.eventId), asc(sportMarkets.type), asc(sportMarkets.specifiers));
  return {
    events: await db.select().from(sportEvents).orderBy(asc(sportEvents.id)),
    markets: markets.map(({ settlementSeq: _numbered, ...market }) => market),
    cancelWindows: await db
      .select()
      .from(sportMarketCancels)
      .orderBy(
        asc(sportMarketCancels.eventId),
        asc(sportMarketCancels.type),
        asc(sportMarketCancels.startTime),
      )
      .then((rows) => rows.map(({ settlementSeq: _numbered, ...window }) => window)),
  };
}

/** Empties the catalogue and what the feed consumer recorded of the producers. */
export async function emptyCatalogue(db: Db): Promise<void> {
  await db.execute(
    sql`truncate ${sportMarketCancels}, ${sportMarkets}, ${sportEvents}, ${sportTournaments}, ${sportFeedProducers}`,
  );
}
