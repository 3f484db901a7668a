/**
 * The odds feed's message protocol, modelled on the industry's unified odds feeds: a pre-match and a live producer,
 * each with heartbeats; fixtures and fixture changes; odds changes per market; bet stops; settlements, cancels and
 * their rollbacks; and a snapshot marker that closes a recovery. The sportsbook reads this through its feed adapter,
 * so a real provider can replace the sandbox by configuration.
 */
import type { Language } from '@casino/contracts';

export type LocalizedName = Readonly<Record<Language, string>>;

import type { SportKey } from '@casino/contracts';

export type { SportKey };

/** The pre-match service prices fixtures before they start; the live service takes over at kick-off. */
export type Producer = 'prematch' | 'live';

/**
 * Decimal odds as an integer number of hundredths (2.15 is 215): exact, comparable and multipliable with integers.
 * The lowest price a feed offers is 1.01.
 */
export type Odds = number;
export const MIN_ODDS: Odds = 101;

export interface Competitor {
  readonly id: string;
  readonly name: LocalizedName;
}

export interface Fixture {
  readonly eventId: string;
  readonly sport: SportKey;
  readonly category: { readonly id: string; readonly name: LocalizedName };
  readonly tournament: { readonly id: string; readonly name: LocalizedName };
  readonly home: Competitor;
  readonly away: Competitor;
  /** ISO 8601. */
  readonly scheduledAt: string;
}

/** 1 active (bets taken), -1 suspended (shown, not taken), 0 deactivated (no longer offered). */
export type FeedMarketStatus = 'active' | 'suspended' | 'deactivated';

export interface FeedOutcome {
  readonly id: string;
  readonly odds: Odds;
  readonly active: boolean;
}

export interface FeedMarket {
  /** A market type: `1x2`, `total`, `asian_handicap`, `match_winner`... */
  readonly id: string;
  /** What distinguishes markets of one type, as the feed spells them: `total=2.5`, `hcp=-1.5`, `goalnr=2`. */
  readonly specifiers: Readonly<Record<string, string>>;
  readonly status: FeedMarketStatus;
  readonly outcomes: readonly FeedOutcome[];
}

export type MatchStatus = 'not_started' | 'live' | 'ended' | 'closed' | 'cancelled';

/** The live state the live producer sends with every odds change. */
export interface LiveState {
  readonly status: MatchStatus;
  /** A sport's period key: `1st_half`, `halftime`, `q3`, `set2`, `map1`, `overtime`, `ended`... */
  readonly period: string;
  /** Seconds of match time played, for sports with a clock. */
  readonly clockSeconds?: number;
  readonly score: { readonly home: number; readonly away: number };
  readonly periodScores: readonly { readonly period: string; readonly home: number; readonly away: number }[];
  /** Tennis: games in the current set and who serves. */
  readonly games?: { readonly home: number; readonly away: number };
  readonly serving?: 'home' | 'away';
}

/** 1 won, 0 lost; a void factor of 1 returns the stake (a push), 0.5 half of it. */
export interface OutcomeResult {
  readonly id: string;
  readonly result: 0 | 1;
  readonly voidFactor: 0 | 0.5 | 1;
}

export interface MarketRef {
  readonly id: string;
  readonly specifiers: Readonly<Record<string, string>>;
}

export interface MarketSettlement extends MarketRef {
  readonly outcomes: readonly OutcomeResult[];
}

interface MessageBase {
  readonly eventId: string;
  readonly producer: Producer;
  /** When the feed produced the message, in epoch milliseconds; recovery replays by it. */
  readonly timestamp: number;
  /** Set on a message a recovery re-sends: that recovery's request id. */
  readonly requestId?: number;
}

export type FeedMessage =
  | (MessageBase & {
      readonly type: 'fixture_change';
      readonly change: 'new' | 'start_time';
      readonly fixture: Fixture;
    })
  | (MessageBase & {
      readonly type: 'odds_change';
      readonly markets: readonly FeedMarket[];
      readonly live?: LiveState;
    })
  | (MessageBase & { readonly type: 'bet_stop'; readonly reason: BetStopReason })
  | (MessageBase & { readonly type: 'bet_settlement'; readonly markets: readonly MarketSettlement[] })
  | (MessageBase & {
      readonly type: 'bet_cancel';
      readonly markets: readonly MarketRef[];
      readonly reason: VoidReason;
      /** Bets placed in [startTime, endTime) are void; without a window, every bet on those markets. */
      readonly startTime?: number;
      readonly endTime?: number;
    })
  | (MessageBase & { readonly type: 'rollback_bet_settlement'; readonly markets: readonly MarketRef[] });

export type BetStopReason =
  | 'match_start'
  | 'dangerous_attack'
  | 'goal'
  | 'point'
  | 'period_end'
  | 'match_end'
  | 'review';
export type VoidReason = 'abandoned' | 'incorrect_data' | 'rules_change';

/** A producer's heartbeat: while they arrive with `subscribed`, the producer is up; a gap means recover. */
export interface Heartbeat {
  readonly type: 'alive';
  readonly producer: Producer;
  readonly timestamp: number;
  readonly subscribed: boolean;
}

/** Ends a recovery: every message since the requested time has been sent before it. */
export interface SnapshotComplete {
  readonly type: 'snapshot_complete';
  readonly producer: Producer;
  readonly requestId: number;
  readonly timestamp: number;
}

export type FeedDelivery = FeedMessage | Heartbeat | SnapshotComplete;

/** What the sportsbook needs from any odds feed; the sandbox implements it, a real provider's adapter would too. */
export interface FeedProvider {
  /** Fixtures scheduled from `from` to `to` (epoch ms), as known now. */
  fixtures(from: number, to: number): readonly Fixture[];
  /** One fixture as known now, for a message about an event the consumer has not seen announced. */
  fixture(eventId: string): Fixture | undefined;
  /** Receives every message as it is produced, and heartbeats; returns the unsubscribe. */
  subscribe(listener: (delivery: FeedDelivery) => void): () => void;
  /** Re-sends, through the subscribers, every message of `producer` since `since`, then a snapshot_complete. */
  recover(producer: Producer, since: number, requestId: number): void;
}
