import { describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.ts';
import { scheduledFixtures } from './calendar/schedule.ts';
import type { FeedDelivery, FeedMessage } from './protocol.ts';
import { createSandboxFeed, RecoveryTooOldError } from './sandbox-feed.ts';

const START = '2026-11-27T12:00:00.000Z';
const MINUTE = 60_000;

function feedAt(at: string = START, seed = 'feed-test') {
  const clock = manualClock(at);
  const feed = createSandboxFeed({ clock, seed, speed: 3, heartbeatMs: 10_000 });
  const received: FeedDelivery[] = [];
  feed.subscribe((delivery) => received.push(delivery));
  return { clock, feed, received };
}

const messagesOf = (deliveries: readonly FeedDelivery[]) =>
  deliveries.filter(
    (delivery): delivery is FeedMessage => delivery.type !== 'alive' && delivery.type !== 'snapshot_complete',
  );

describe('the sandbox odds feed', () => {
  it('is the same feed for the same seed, on any node and after any restart', () => {
    const from = Date.parse(START);
    const first = feedAt().feed.messagesBetween(from, from + 10 * MINUTE);
    const again = feedAt().feed.messagesBetween(from, from + 10 * MINUTE);
    expect(first.length).toBeGreaterThan(50);
    expect(again).toEqual(first);
    expect(feedAt(START, 'another seed').feed.messagesBetween(from, from + 10 * MINUTE)).not.toEqual(first);
  });

  it('delivers on each tick exactly what fell due since the last one, in order, once', () => {
    const { clock, feed, received } = feedAt();
    for (let step = 0; step < 120; step += 1) {
      clock.advance(10_000);
      feed.tick();
    }
    const from = Date.parse(START);
    expect(messagesOf(received)).toEqual(feed.messagesBetween(from, from + 20 * MINUTE));
  });

  it("sends each producer's heartbeat every interval", () => {
    const { clock, feed, received } = feedAt();
    for (let second = 0; second < 30; second += 1) {
      clock.advance(1_000);
      feed.tick();
    }
    const beats = received.filter((delivery) => delivery.type === 'alive');
    expect(beats.filter((beat) => beat.producer === 'live')).toHaveLength(3);
    expect(beats.filter((beat) => beat.producer === 'prematch')).toHaveLength(3);
    expect(beats.every((beat) => beat.type === 'alive' && beat.subscribed)).toBe(true);
  });

  it('loses a producer’s messages while it is down and gives them back on recovery, marked with its request and ending with a snapshot', () => {
    const { clock, feed, received } = feedAt();
    clock.advance(MINUTE);
    feed.tick();
    const downSince = clock.now().getTime();
    feed.takeDown('live');
    clock.advance(5 * MINUTE);
    feed.tick();
    const during = received.filter((delivery) => delivery.timestamp > downSince);
    expect(
      during.some(
        (delivery) => delivery.type === 'alive' && delivery.producer === 'live' && !delivery.subscribed,
      ),
    ).toBe(true);
    expect(messagesOf(during).some((message) => message.producer === 'live')).toBe(false);

    feed.bringUp('live');
    const before = received.length;
    feed.recover('live', downSince, 7);
    const recovered = received.slice(before);
    const missed = feed.messagesBetween(downSince, clock.now().getTime(), 'live');
    expect(missed.length).toBeGreaterThan(10);
    expect(recovered).toEqual([
      ...missed.map((message) => ({ ...message, requestId: 7 })),
      { type: 'snapshot_complete', producer: 'live', requestId: 7, timestamp: clock.now().getTime() },
    ]);
  });

  it('refuses a recovery from further back than 72 hours', () => {
    const { clock, feed } = feedAt();
    expect(() => feed.recover('prematch', clock.now().getTime() - 73 * 60 * MINUTE, 1)).toThrow(
      RecoveryTooOldError,
    );
  });

  it('plays a whole match, from its last pre-match prices to its settlement, in one tick of an injected clock', () => {
    const football = scheduledFixtures('feed-test', Date.parse(START), Date.parse(START) + 60 * MINUTE).find(
      (scheduled) =>
        scheduled.fixture.sport === 'football' && scheduled.kickoff === scheduled.announcedKickoff,
    );
    if (!football) throw new Error('no football in the hour');
    const { clock, feed, received } = feedAt(new Date(football.kickoff - 15 * MINUTE).toISOString());
    clock.advance(2 * 60 * MINUTE);
    feed.tick();
    const match = messagesOf(received).filter((message) => message.eventId === football.fixture.eventId);
    const types = match.map((message) => message.type);
    expect(match[0]).toMatchObject({ type: 'odds_change', producer: 'prematch' });
    expect(match).toContainEqual(
      expect.objectContaining({ type: 'bet_stop', reason: 'match_start', timestamp: football.kickoff }),
    );
    expect(types.at(-1)).toMatch(/bet_settlement|rollback_bet_settlement/);
    const states = match.flatMap((message) =>
      message.type === 'odds_change' && message.live ? [message.live] : [],
    );
    expect(states.map((state) => state.period)).toEqual(
      expect.arrayContaining(['1st_half', 'halftime', '2nd_half', 'ended']),
    );
    expect(states.at(-1)?.clockSeconds).toBe(90 * 60);
  });

  it('lists the fixtures of a period with the kick-off known at the time, moved once a postponement is announced', () => {
    const from = Date.parse(START);
    const postponed = scheduledFixtures('feed-test', from, from + 48 * 60 * MINUTE).find(
      (scheduled) => scheduled.kickoff !== scheduled.announcedKickoff,
    );
    if (!postponed) throw new Error('no postponement in two days');
    const { clock, feed } = feedAt(new Date(postponed.announcedKickoff - 3 * 60 * MINUTE).toISOString());
    const listed = () =>
      feed
        .fixtures(postponed.announcedKickoff, postponed.announcedKickoff + 1)
        .find((fixture) => fixture.eventId === postponed.fixture.eventId);
    expect(listed()?.scheduledAt).toBe(new Date(postponed.announcedKickoff).toISOString());
    clock.advance(2 * 60 * MINUTE);
    expect(listed()?.scheduledAt).toBe(new Date(postponed.kickoff).toISOString());
  });

  it('finds one fixture by its event id, and nothing for an id it never made', () => {
    const { feed } = feedAt();
    const [first] = feed.fixtures(Date.parse(START), Date.parse(START) + 60 * MINUTE);
    if (!first) throw new Error('no fixture in the hour');
    expect(feed.fixture(first.eventId)).toEqual(first);
    for (const unknown of [
      'sbx:match:no-such-league:1:1',
      'sbx:match:ua-premier-league:x:1',
      'sr:match:1',
      '',
    ]) {
      expect(feed.fixture(unknown)).toBeUndefined();
    }
  });

  it('plays at least in real time', () => {
    expect(() => createSandboxFeed({ clock: manualClock(START), seed: 'x', speed: 0.5 })).toThrow(/speed/);
  });
});
