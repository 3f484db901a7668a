import { describe, expect, it } from 'vitest';
import { scheduledFixtures } from '../calendar/schedule.ts';
import type { FeedMessage, MarketRef } from '../protocol.ts';
import { fixtureTimeline } from './fixture-timeline.ts';

const FROM = Date.UTC(2026, 10, 27, 9);
const SPEED = 3;
const fixtures = scheduledFixtures('timeline-test', FROM, FROM + 6 * 60 * 60_000);
const lives = fixtures.map((scheduled) => {
  const timeline = fixtureTimeline(scheduled, SPEED);
  return { scheduled, timeline, messages: [...timeline.prematch, ...timeline.live()] };
});
const key = (market: MarketRef) => `${market.id}|${JSON.stringify(market.specifiers)}`;
const ofType = <T extends FeedMessage['type']>(messages: readonly FeedMessage[], type: T) =>
  messages.filter((message): message is Extract<FeedMessage, { type: T }> => message.type === type);

describe("a fixture's life in the feed", () => {
  it('covers every sport in six hours of calendar', () => {
    expect(new Set(fixtures.map(({ fixture }) => fixture.sport))).toEqual(
      new Set(['football', 'basketball', 'tennis', 'ice-hockey', 'cs2', 'dota2']),
    );
  });

  it('is announced first, priced before kick-off by the pre-match producer and after it by the live one, in time order', () => {
    for (const { scheduled, messages } of lives) {
      expect(messages[0]).toMatchObject({ type: 'fixture_change', change: 'new' });
      expect(messages.map((message) => message.timestamp)).toEqual(
        [...messages].map((message) => message.timestamp).sort((a, b) => a - b),
      );
      for (const message of messages) {
        expect(message.producer).toBe(
          message.timestamp < scheduled.kickoff ||
            (message.type === 'bet_stop' && message.reason === 'match_start')
            ? 'prematch'
            : 'live',
        );
      }
      expect(
        ofType(messages, 'odds_change').filter((message) => message.producer === 'prematch').length,
      ).toBeGreaterThan(5);
    }
  });

  it('never changes prices twice at the same moment, so the order of a replay cannot matter', () => {
    for (const { messages } of lives) {
      const moments = ofType(messages, 'odds_change').map((message) => message.timestamp);
      expect(new Set(moments).size).toBe(moments.length);
    }
  });

  it('offers only whole-hundredth prices of at least 1.01', () => {
    const wrong = lives.flatMap(({ messages }) =>
      ofType(messages, 'odds_change')
        .flatMap((message) => message.markets.flatMap((market) => market.outcomes))
        .filter((outcome) => !Number.isInteger(outcome.odds) || outcome.odds < 101),
    );
    expect(wrong).toEqual([]);
  });

  it('plays live with a score that never goes back, to an end that deactivates every market', () => {
    for (const { messages } of lives) {
      const states = ofType(messages, 'odds_change').flatMap((message) =>
        message.live ? [message.live] : [],
      );
      for (const [before, after] of states.slice(1).map((state, index) => [states[index], state] as const)) {
        expect(after.score.home).toBeGreaterThanOrEqual(before?.score.home ?? 0);
        expect(after.score.away).toBeGreaterThanOrEqual(before?.score.away ?? 0);
      }
      const last = ofType(messages, 'odds_change').at(-1);
      expect(last?.live?.status).toBe('ended');
      expect(last?.markets.every((market) => market.status === 'deactivated')).toBe(true);
    }
  });

  it('follows every bet stop with prices again before the match goes on', () => {
    for (const { messages } of lives) {
      messages.forEach((message, index) => {
        if (message.type !== 'bet_stop' || message.reason === 'match_end') return;
        expect(
          messages.slice(index + 1).some((next) => next.type === 'odds_change' && next.producer === 'live'),
        ).toBe(true);
      });
    }
  });

  it('settles or voids every market it offered, before or during the match, exactly once, and corrects a wrong settlement with a rollback', () => {
    let voids = 0;
    let corrections = 0;
    for (const { messages } of lives) {
      const offered = new Set(ofType(messages, 'odds_change').flatMap((message) => message.markets.map(key)));
      const cancelled = ofType(messages, 'bet_cancel').flatMap((message) => message.markets.map(key));
      const rolledBack = ofType(messages, 'rollback_bet_settlement').flatMap((message) =>
        message.markets.map(key),
      );
      const settled = ofType(messages, 'bet_settlement').flatMap((message) => message.markets.map(key));
      expect(new Set([...settled, ...cancelled])).toEqual(offered);
      // A rolled-back market is settled twice, wrongly then right; every other market once.
      expect(settled.length + cancelled.length).toBe(offered.size + rolledBack.length);
      for (const market of rolledBack) expect(settled.filter((entry) => entry === market)).toHaveLength(2);
      voids += cancelled.length;
      corrections += rolledBack.length;
    }
    expect(voids + corrections).toBeGreaterThan(0);
  });

  it('settles the winner markets from the final score', () => {
    for (const { messages } of lives) {
      const final = ofType(messages, 'odds_change').at(-1)?.live?.score;
      const winner = ofType(messages, 'bet_settlement')
        .at(-1)
        ?.markets.find((market) => ['1x2', 'moneyline', 'match_winner'].includes(market.id));
      if (!final || !winner) continue;
      const expected = final.home > final.away ? '1' : final.home < final.away ? '2' : 'X';
      expect(winner.outcomes.find((outcome) => outcome.result === 1)?.id).toBe(expected);
    }
  });

  it('announces a later kick-off before the planned one when a fixture is postponed', () => {
    const postponed = lives.filter(({ scheduled }) => scheduled.kickoff !== scheduled.announcedKickoff);
    for (const { scheduled, messages } of postponed) {
      const change = ofType(messages, 'fixture_change').find((message) => message.change === 'start_time');
      expect(change?.timestamp).toBeLessThan(scheduled.announcedKickoff);
      expect(change?.fixture.scheduledAt).toBe(new Date(scheduled.kickoff).toISOString());
    }
  });
});
