import { type SportPrices, sportEventChannel } from '@casino/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import type { PushPublisher } from '../../../platform/push/push-publisher.ts';
import { sportEvents, sportMarkets } from '../sportsbook.schema.ts';
import type { CatalogueChanges } from './catalogue-changes.ts';
import { liveStateOf, toMarket } from './catalogue-view.ts';

/** Matches read back per statement: a recovery's batch can touch a day of them. */
const EVENTS_PER_READ = 200;

/**
 * Tells the pages showing a match what the feed just changed on it (decision 031): after each batch the consumer
 * commits, every match it touched gets one `sportPrices` message on its channel with its state and score and its
 * changed markets, read back as committed (a batch's news can lose to newer state already written, and a bet stop
 * suspends markets the batch never named). Only pages that asked for the match's channel receive it; they poll
 * slowly besides, so a message lost on the way costs a few seconds, never a wrong price for long.
 */
export class PriceNews {
  readonly #db: Db;
  readonly #publisher: Pick<PushPublisher, 'publish'>;

  constructor(db: Db, publisher: Pick<PushPublisher, 'publish'>) {
    this.#db = db;
    this.#publisher = publisher;
  }

  /** Publishes the batch's news; returns how many matches were told. */
  async publish(changes: CatalogueChanges): Promise<number> {
    const stopped = new Set(changes.stops.map((stop) => stop.eventId));
    const touched = new Map<string, Set<string>>();
    for (const market of changes.markets.values()) {
      touched.set(market.eventId, (touched.get(market.eventId) ?? new Set()).add(marketId(market)));
    }
    const eventIds = [...new Set([...changes.events.keys(), ...touched.keys(), ...stopped])];
    let told = 0;
    for (let start = 0; start < eventIds.length; start += EVENTS_PER_READ) {
      for (const news of await this.#read(eventIds.slice(start, start + EVENTS_PER_READ), touched, stopped)) {
        await this.#publisher.publish(sportEventChannel(news.eventId), {
          id: `sport-prices-${news.eventId}-${news.timestamp}`,
          type: 'sportPrices',
          action: 'update',
          data: news.prices,
        });
        told += 1;
      }
    }
    return told;
  }

  /** The matches as committed, each with the markets the batch changed (all of them for a match it stopped). */
  async #read(
    eventIds: readonly string[],
    touched: ReadonlyMap<string, ReadonlySet<string>>,
    stopped: ReadonlySet<string>,
  ): Promise<{ eventId: string; timestamp: number; prices: SportPrices }[]> {
    const events = await this.#db
      .select({
        id: sportEvents.id,
        status: sportEvents.status,
        live: sportEvents.live,
        feedTimestamp: sportEvents.feedTimestamp,
      })
      .from(sportEvents)
      .where(inArray(sportEvents.id, [...eventIds]));
    const markets = await this.#db
      .select()
      .from(sportMarkets)
      .where(inArray(sportMarkets.eventId, [...eventIds]))
      .orderBy(sportMarkets.eventId, sportMarkets.type, sportMarkets.specifiers);
    return events.map((event) => {
      const changed = markets.filter(
        (market) =>
          market.eventId === event.id &&
          (stopped.has(event.id) || touched.get(event.id)?.has(marketId(market))),
      );
      const timestamp = Math.max(event.feedTimestamp, ...changed.map((market) => market.feedTimestamp));
      return {
        eventId: event.id,
        timestamp,
        prices: {
          eventId: event.id,
          status: event.status,
          live: liveStateOf(event),
          markets: changed.map(toMarket),
        },
      };
    });
  }
}

function marketId(market: { type: string; specifiers: string }): string {
  return `${market.type}\u0000${market.specifiers}`;
}
