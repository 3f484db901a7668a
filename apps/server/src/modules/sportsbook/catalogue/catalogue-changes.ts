/**
 * A batch of feed messages folded, in order, into the state each event and market ends in: a recovery that replays
 * a day of price changes writes each market once. What the batch cannot know (markets of an event stopped but not
 * priced in the batch) is kept as event-wide bet stops for the writer to apply in the database. A bet stop suspends
 * the prices older than it, never prices of the same moment: the pre-match producer's stop at kick-off must not
 * suspend the live producer's first prices, whichever of the two a recovery replays first.
 */
import type { SportMarketStatus } from '@casino/contracts';
import type {
  FeedMessage,
  FeedOutcome,
  Fixture,
  LiveState,
  MarketRef,
  MatchStatus,
  OutcomeResult,
  Producer,
} from '../../sandbox-feed/index.ts';
import { canonicalSpecifiers } from './market-key.ts';

export interface MarketChange {
  readonly eventId: string;
  readonly type: string;
  readonly specifiers: string;
  status: SportMarketStatus;
  /** Absent when the batch only settled or voided the market: its prices stay as they were. */
  outcomes?: readonly FeedOutcome[];
  results: readonly OutcomeResult[] | null;
  timestamp: number;
  /** Last changed by a bet stop: written only over older state, never over other news of the same moment. */
  stopped: boolean;
}

export interface CancelWindow {
  readonly eventId: string;
  readonly type: string;
  readonly specifiers: string;
  /** Epoch milliseconds, inclusive; 0 when the feed gave no start. */
  readonly startTime: number;
  /** Epoch milliseconds, exclusive; the largest safe integer when the feed gave no end. */
  readonly endTime: number;
}

export interface EventChange {
  fixture?: Fixture;
  status?: MatchStatus;
  live?: LiveState;
  timestamp: number;
}

export interface CatalogueChanges {
  readonly events: Map<string, EventChange>;
  readonly markets: Map<string, MarketChange>;
  /** Every event-wide bet stop, for the markets the batch did not touch. */
  readonly stops: { eventId: string; timestamp: number }[];
  /** Bets voided by time window: the market goes on, its bets placed in the window are void. */
  readonly cancelWindows: CancelWindow[];
  /** The newest message of each producer in the batch. */
  readonly lastMessageAt: Partial<Record<Producer, number>>;
}

export function foldMessages(messages: readonly FeedMessage[]): CatalogueChanges {
  const changes: CatalogueChanges = {
    events: new Map(),
    markets: new Map(),
    stops: [],
    cancelWindows: [],
    lastMessageAt: {},
  };
  for (const message of messages) {
    changes.lastMessageAt[message.producer] = Math.max(
      changes.lastMessageAt[message.producer] ?? 0,
      message.timestamp,
    );
    fold(changes, message);
  }
  return changes;
}

function fold(changes: CatalogueChanges, message: FeedMessage): void {
  const { eventId, timestamp } = message;
  switch (message.type) {
    case 'fixture_change':
      changeEvent(changes, eventId, timestamp, { fixture: message.fixture });
      return;
    case 'odds_change':
      if (message.live)
        changeEvent(changes, eventId, timestamp, { live: message.live, status: message.live.status });
      for (const market of message.markets) {
        changeMarket(changes, eventId, market, timestamp, {
          status: market.status,
          outcomes: market.outcomes,
          results: null,
        });
      }
      return;
    case 'bet_stop':
      for (const market of changes.markets.values()) {
        if (market.eventId === eventId && market.status === 'active' && market.timestamp < timestamp) {
          market.status = 'suspended';
          market.timestamp = timestamp;
          market.stopped = true;
        }
      }
      changes.stops.push({ eventId, timestamp });
      return;
    case 'bet_settlement':
      for (const market of message.markets) {
        changeMarket(changes, eventId, market, timestamp, { status: 'settled', results: market.outcomes });
      }
      changeEvent(changes, eventId, timestamp, { status: 'closed' });
      return;
    case 'bet_cancel':
      // A cancel with a time window voids the bets placed in it; the market itself goes on.
      if (message.startTime !== undefined || message.endTime !== undefined) {
        for (const market of message.markets) {
          changes.cancelWindows.push({
            eventId,
            type: market.id,
            specifiers: canonicalSpecifiers(market.specifiers),
            startTime: message.startTime ?? 0,
            endTime: message.endTime ?? Number.MAX_SAFE_INTEGER,
          });
        }
        return;
      }
      for (const market of message.markets)
        changeMarket(changes, eventId, market, timestamp, { status: 'cancelled', results: null });
      return;
    case 'rollback_bet_settlement':
      for (const market of message.markets)
        changeMarket(changes, eventId, market, timestamp, { status: 'deactivated', results: null });
      return;
  }
}

function changeEvent(
  changes: CatalogueChanges,
  eventId: string,
  timestamp: number,
  change: Omit<EventChange, 'timestamp'>,
) {
  const current = changes.events.get(eventId);
  if (current && current.timestamp > timestamp) {
    // An older fixture description still fills in an event the batch has only seen priced.
    if (change.fixture && !current.fixture) current.fixture = change.fixture;
    return;
  }
  changes.events.set(eventId, { ...current, ...change, timestamp });
}

function changeMarket(
  changes: CatalogueChanges,
  eventId: string,
  market: MarketRef,
  timestamp: number,
  change: Pick<MarketChange, 'status' | 'results'> & { outcomes?: readonly FeedOutcome[] },
) {
  const specifiers = canonicalSpecifiers(market.specifiers);
  const key = `${eventId}\u0000${market.id}\u0000${specifiers}`;
  const current = changes.markets.get(key);
  if (current && current.timestamp > timestamp) return;
  changes.markets.set(key, {
    eventId,
    type: market.id,
    specifiers,
    outcomes: change.outcomes ?? current?.outcomes,
    status: change.status,
    results: change.results,
    timestamp,
    stopped: false,
  });
}
