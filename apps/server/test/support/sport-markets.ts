import type {
  FeedMarket,
  FeedMessage,
  Fixture,
  LiveState,
  OutcomeResult,
  Producer,
} from '../../src/modules/sandbox-feed/index.ts';
import { CatalogueRepository } from '../../src/modules/sportsbook/catalogue/catalogue.repository.ts';
import { foldMessages } from '../../src/modules/sportsbook/catalogue/catalogue-changes.ts';
import type { Db } from '../../src/platform/db/database.ts';

/**
 * A hand-written odds feed for bet tests: matches and markets written into the catalogue through the feed
 * consumer's own fold and writer, so bets stand on exactly what the sportsbook would hold.
 */
export class SportMarkets {
  readonly #db: Db;
  readonly #repository: CatalogueRepository;
  /** Feed time: every message is one millisecond after the last, so each is news. */
  #timestamp: number;

  constructor(db: Db, start: Date) {
    this.#db = db;
    this.#repository = new CatalogueRepository(db);
    this.#timestamp = start.getTime();
  }

  async send(...messages: DistributiveOmit<FeedMessage, 'timestamp' | 'producer'>[]): Promise<void> {
    const stamped = messages.map((message) => {
      this.#timestamp += 1;
      const producer: Producer = 'live' in message && message.live ? 'live' : 'prematch';
      return { ...message, producer, timestamp: this.#timestamp } as FeedMessage;
    });
    await this.#db.transaction((tx) => this.#repository.write(tx, foldMessages(stamped)));
  }

  /** A football match with a 1X2 market and an over/under 2.5, priced as given (hundredths). */
  async match(
    eventId: string,
    prices: { home: number; draw: number; away: number; over?: number; under?: number },
    live?: LiveState,
  ): Promise<void> {
    await this.send({ type: 'fixture_change', eventId, change: 'new', fixture: fixture(eventId) });
    await this.price(eventId, prices, live);
  }

  async price(
    eventId: string,
    prices: { home: number; draw: number; away: number; over?: number; under?: number },
    live?: LiveState,
  ): Promise<void> {
    await this.send({
      type: 'odds_change',
      eventId,
      markets: [oneXTwo(prices), total(prices.over ?? 190, prices.under ?? 190)],
      ...(live ? { live } : {}),
    });
  }

  async stop(eventId: string): Promise<void> {
    await this.send({ type: 'bet_stop', eventId, reason: 'dangerous_attack' });
  }

  /** Settles the match's 1X2 with the winner given, and its total. */
  async settle(eventId: string, winner: '1' | 'x' | '2', goals = 3): Promise<void> {
    const outcome = (id: string, won: boolean): OutcomeResult => ({ id, result: won ? 1 : 0, voidFactor: 0 });
    await this.send({
      type: 'bet_settlement',
      eventId,
      markets: [
        { id: '1x2', specifiers: {}, outcomes: ['1', 'x', '2'].map((id) => outcome(id, id === winner)) },
        {
          id: 'total',
          specifiers: { total: '2.5' },
          outcomes: [outcome('over', goals > 2.5), outcome('under', goals < 2.5)],
        },
      ],
    });
  }

  async rollback(eventId: string): Promise<void> {
    await this.send({
      type: 'rollback_bet_settlement',
      eventId,
      markets: [
        { id: '1x2', specifiers: {} },
        { id: 'total', specifiers: { total: '2.5' } },
      ],
    });
  }

  async cancel(eventId: string, window?: { startTime: number; endTime: number }): Promise<void> {
    await this.send({
      type: 'bet_cancel',
      eventId,
      markets: [{ id: '1x2', specifiers: {} }],
      reason: 'abandoned',
      ...(window ?? {}),
    });
  }

  async producers(state: 'up' | 'down'): Promise<void> {
    for (const producer of ['prematch', 'live'] as const) {
      await this.#repository.saveProducer(
        {
          producer,
          lastMessageAt: this.#timestamp,
          lastAliveAt: this.#timestamp,
          state,
          recoveryRequestId: 0,
          updatedAt: new Date(this.#timestamp),
        },
        this.#db,
      );
    }
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A match under way, for a live price. */
export const LIVE: LiveState = {
  status: 'live',
  period: '1st_half',
  clockSeconds: 600,
  score: { home: 0, away: 0 },
  periodScores: [],
};

function fixture(eventId: string): Fixture {
  const named = (name: string) => ({ uk: name, ru: name, en: name });
  return {
    eventId,
    sport: 'football',
    category: { id: 'test:ukraine', name: named('Ukraine') },
    tournament: { id: 'test:premier', name: named('Premier League') },
    home: { id: `${eventId}:home`, name: named(`${eventId} Home`) },
    away: { id: `${eventId}:away`, name: named(`${eventId} Away`) },
    scheduledAt: '2026-03-02T18:00:00.000Z',
  };
}

function oneXTwo(prices: { home: number; draw: number; away: number }): FeedMarket {
  return {
    id: '1x2',
    specifiers: {},
    status: 'active',
    outcomes: [
      { id: '1', odds: prices.home, active: true },
      { id: 'x', odds: prices.draw, active: true },
      { id: '2', odds: prices.away, active: true },
    ],
  };
}

function total(over: number, under: number): FeedMarket {
  return {
    id: 'total',
    specifiers: { total: '2.5' },
    status: 'active',
    outcomes: [
      { id: 'over', odds: over, active: true },
      { id: 'under', odds: under, active: true },
    ],
  };
}
