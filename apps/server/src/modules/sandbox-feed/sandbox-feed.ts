/**
 * The sandbox odds feed: a FeedProvider for development and tests, like the sandbox payment provider. Its calendar and
 * every match follow from a seed and its clock, so it stores nothing: what it sent between two moments can be produced
 * again for a recovery, on any node, after any restart. A tick delivers what fell due since the last one, and each
 * producer's heartbeat; a producer can be taken down and brought back to exercise the consumer's recovery.
 */
import type { Clock } from '../../platform/clock.ts';
import {
  ANNOUNCE_AHEAD_MS,
  POSTPONED_BY_MS,
  type ScheduledFixture,
  scheduledFixture,
  scheduledFixtures,
} from './calendar/schedule.ts';
import type { FeedDelivery, FeedMessage, FeedProvider, Fixture, Producer } from './protocol.ts';
import {
  type FixtureTimeline,
  fixtureSpan,
  fixtureTimeline,
  longestLifeAfterKickoff,
} from './simulation/fixture-timeline.ts';

export interface SandboxFeedOptions {
  readonly clock: Clock;
  readonly seed: string;
  /** Match seconds per wall-clock second: 3 plays a football match in about 35 minutes. */
  readonly speed: number;
  readonly heartbeatMs?: number;
}

/** As long as real feeds keep messages for recovery. */
export const RECOVERY_WINDOW_MS = 72 * 60 * 60_000;
const DEFAULT_HEARTBEAT_MS = 10_000;
/** Played matches are kept this long after their last message; a recovery further back plays them again. */
const KEEP_PLAYED_MS = 60 * 60_000;

export class RecoveryTooOldError extends Error {
  readonly since: number;
  constructor(since: number) {
    super(`recovery from ${new Date(since).toISOString()} is older than the feed keeps (72 hours)`);
    this.since = since;
  }
}

export interface SandboxFeed extends FeedProvider {
  /** Every message produced in (from, to], in the order the feed sends them. */
  messagesBetween(from: number, to: number, producer?: Producer): FeedMessage[];
  /** Delivers what fell due since the last tick, and the heartbeats due. */
  tick(): void;
  /** A producer outage: its messages are lost until `bringUp`, its heartbeats say it is not subscribed. */
  takeDown(producer: Producer): void;
  bringUp(producer: Producer): void;
}

export function createSandboxFeed(options: SandboxFeedOptions): SandboxFeed {
  if (!(options.speed >= 1)) throw new Error('the sandbox feed plays at least in real time (speed >= 1)');
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  const timelines = new Map<string, FixtureTimeline>();
  const listeners = new Set<(delivery: FeedDelivery) => void>();
  const down = new Set<Producer>();
  const lastHeartbeat: Record<Producer, number> = { prematch: 0, live: 0 };
  let deliveredUpTo = options.clock.now().getTime();

  function timeline(scheduled: ScheduledFixture): FixtureTimeline {
    let found = timelines.get(scheduled.fixture.eventId);
    if (!found) {
      found = fixtureTimeline(scheduled, options.speed);
      timelines.set(scheduled.fixture.eventId, found);
    }
    return found;
  }

  /** Drops matches long over: the cache only saves playing them again. */
  function forgetBefore(at: number) {
    for (const [id, entry] of timelines) if (entry.lastMessageBy < at) timelines.delete(id);
  }

  function messagesBetween(from: number, to: number, producer?: Producer): FeedMessage[] {
    // Every fixture that can have a message in (from, to]: announced by `to`, not yet silent at `from`.
    const candidates = scheduledFixtures(
      options.seed,
      from - POSTPONED_BY_MS - longestLifeAfterKickoff(options.speed),
      to + ANNOUNCE_AHEAD_MS + 1,
    ).filter((scheduled) => {
      const span = fixtureSpan(scheduled, options.speed);
      return span.announcedAt <= to && span.lastMessageBy > from;
    });
    const due: { message: FeedMessage; order: number }[] = [];
    let order = 0;
    for (const life of candidates.map(timeline)) {
      const parts = life.scheduled.kickoff <= to ? [life.prematch, life.live()] : [life.prematch];
      for (const part of parts) {
        for (const message of part) {
          order += 1;
          if (
            message.timestamp > from &&
            message.timestamp <= to &&
            (!producer || message.producer === producer)
          )
            due.push({ message, order });
        }
      }
    }
    return due
      .sort((a, b) => a.message.timestamp - b.message.timestamp || a.order - b.order)
      .map(({ message }) => message);
  }

  /** The fixture with the latest change announced by now (a later kick-off once a postponement is out). */
  function knownNow(scheduled: ScheduledFixture): Fixture {
    const now = options.clock.now().getTime();
    const latest = timeline(scheduled)
      .prematch.filter((message) => message.type === 'fixture_change' && message.timestamp <= now)
      .at(-1);
    return latest?.type === 'fixture_change' ? latest.fixture : scheduled.fixture;
  }

  function deliver(delivery: FeedDelivery) {
    for (const listener of listeners) listener(delivery);
  }

  return {
    fixtures(from, to) {
      return scheduledFixtures(options.seed, from, to).map(knownNow);
    },
    fixture(eventId) {
      const scheduled = scheduledFixture(options.seed, eventId);
      return scheduled ? knownNow(scheduled) : undefined;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    recover(producer, since, requestId) {
      const now = options.clock.now().getTime();
      if (since < now - RECOVERY_WINDOW_MS) throw new RecoveryTooOldError(since);
      for (const message of messagesBetween(since, Math.min(now, deliveredUpTo), producer)) {
        deliver({ ...message, requestId });
      }
      deliver({ type: 'snapshot_complete', producer, requestId, timestamp: now });
    },
    messagesBetween,
    tick() {
      const now = options.clock.now().getTime();
      if (now > deliveredUpTo) {
        for (const message of messagesBetween(deliveredUpTo, now))
          if (!down.has(message.producer)) deliver(message);
        deliveredUpTo = now;
        forgetBefore(now - KEEP_PLAYED_MS);
      }
      for (const producer of ['prematch', 'live'] as const) {
        if (now - lastHeartbeat[producer] < heartbeatMs) continue;
        lastHeartbeat[producer] = now;
        deliver({ type: 'alive', producer, timestamp: now, subscribed: !down.has(producer) });
      }
    },
    takeDown: (producer) => down.add(producer),
    bringUp: (producer) => down.delete(producer),
  };
}
