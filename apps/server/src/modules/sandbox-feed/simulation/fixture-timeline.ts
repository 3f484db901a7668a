/**
 * A fixture's whole life as feed messages, from its seed: announced a day ahead with pre-match prices that move, now
 * and then moved to a later kick-off, played live in accelerated time (`speed` match seconds per second), stopped at
 * its end, then settled; now and then one market is voided or settled wrongly, rolled back and settled again, as
 * real feeds do. The pre-match part is cheap and built at once; the live part is played on first need.
 */
import { ANNOUNCE_AHEAD_MS, type ScheduledFixture } from '../calendar/schedule.ts';
import type { ModelledMarket } from '../pricing/priced-market.ts';
import { toFeedMarket } from '../pricing/priced-market.ts';
import type { FeedMessage, MarketRef, MarketSettlement } from '../protocol.ts';
import { seededRandom } from '../seeded-random.ts';
import type { MatchScript } from './match-script.ts';
import { OfferedMarkets } from './offered-markets.ts';
import { sportModel } from './sport-models.ts';

const PREMATCH_EARLY_EVERY_MS = 2 * 60 * 60_000;
const PREMATCH_LATE_EVERY_MS = 10 * 60_000;
const PREMATCH_LATE_FROM_MS = 60 * 60_000;
const POSTPONEMENT_NOTICE_MS = 90 * 60_000;
const DRIFT_STEP = 0.015;
const DRIFT_LIMIT = 0.15;
/** After a bet stop, prices come back this long later (or at the next step if sooner). */
const RESUME_AFTER_MS = 20_000;
const CANCEL_AFTER_END_MS = 30_000;
const SETTLE_AFTER_END_MS = 60_000;
const ROLLBACK_AFTER_END_MS = 10 * 60_000;
const RESETTLE_AFTER_END_MS = 11 * 60_000;
const VOID_SHARE = 0.03;
const WRONG_SETTLEMENT_SHARE = 0.03;
/** The longest a match can take in match time (a five-hour tennis match is not in the sandbox's range). */
const LONGEST_MATCH_SECONDS = 4 * 60 * 60;

export interface FixtureTimeline {
  readonly scheduled: ScheduledFixture;
  readonly announcedAt: number;
  /** No message of this fixture is later than this. */
  readonly lastMessageBy: number;
  readonly prematch: readonly FeedMessage[];
  /** From the kick-off on; played on first call. */
  live(): readonly FeedMessage[];
}

/** How long after its kick-off a fixture can still send messages, at `speed`. */
export function longestLifeAfterKickoff(speed: number): number {
  return (LONGEST_MATCH_SECONDS * 1000) / speed + RESETTLE_AFTER_END_MS;
}

/** When a fixture's first and last messages can be, known without playing it. */
export function fixtureSpan(scheduled: ScheduledFixture, speed: number) {
  return {
    announcedAt: scheduled.announcedKickoff - ANNOUNCE_AHEAD_MS,
    lastMessageBy: scheduled.kickoff + longestLifeAfterKickoff(speed),
  };
}

export function fixtureTimeline(scheduled: ScheduledFixture, speed: number): FixtureTimeline {
  const model = sportModel(scheduled);
  const { announcedAt, lastMessageBy } = fixtureSpan(scheduled, speed);
  let live: FeedMessage[] | undefined;
  const prematch = prematchMessages(scheduled, announcedAt, model.prematch);
  return {
    scheduled,
    announcedAt,
    lastMessageBy,
    prematch,
    live: () => {
      live ??= liveMessages(scheduled, model.play(), speed, prematch);
      return live;
    },
  };
}

function prematchMessages(
  scheduled: ScheduledFixture,
  announcedAt: number,
  price: (drift: number) => readonly ModelledMarket[],
): FeedMessage[] {
  const { fixture, kickoff, announcedKickoff } = scheduled;
  const base = { eventId: fixture.eventId, producer: 'prematch' as const };
  const random = seededRandom(`${scheduled.seed}:prematch`);
  const messages: FeedMessage[] = [
    { ...base, type: 'fixture_change', change: 'new', timestamp: announcedAt, fixture },
  ];
  if (kickoff !== announcedKickoff) {
    messages.push({
      ...base,
      type: 'fixture_change',
      change: 'start_time',
      timestamp: announcedKickoff - POSTPONEMENT_NOTICE_MS,
      fixture: { ...fixture, scheduledAt: new Date(kickoff).toISOString() },
    });
  }
  let drift = 0;
  const offered = new OfferedMarkets();
  for (let at = announcedAt; at < kickoff; at += nextPrematchUpdate(kickoff - at)) {
    messages.push({
      ...base,
      type: 'odds_change',
      timestamp: at,
      markets: offered.quote(price(drift).map((market) => toFeedMarket(market))),
    });
    drift = Math.max(-DRIFT_LIMIT, Math.min(DRIFT_LIMIT, drift + random.normal() * DRIFT_STEP));
  }
  return messages.sort((a, b) => a.timestamp - b.timestamp);
}

/** Every two hours until the last hour before kick-off, then every ten minutes. */
function nextPrematchUpdate(beforeKickoff: number): number {
  const untilLastHour = beforeKickoff - PREMATCH_LATE_FROM_MS;
  return untilLastHour > 0 ? Math.min(PREMATCH_EARLY_EVERY_MS, untilLastHour) : PREMATCH_LATE_EVERY_MS;
}

/** The live part; every market offered before kick-off or during the match is settled or voided at the end. */
function liveMessages(
  scheduled: ScheduledFixture,
  script: MatchScript,
  speed: number,
  prematch: readonly FeedMessage[],
): FeedMessage[] {
  const { kickoff, fixture } = scheduled;
  const wall = (second: number) => kickoff + Math.round((second * 1000) / speed);
  const base = { eventId: fixture.eventId, producer: 'live' as const };
  const end = wall(script.endSecond);
  // The live quotes go on from where the pre-match ones left off.
  const offered = new OfferedMarkets();
  for (const message of prematch) if (message.type === 'odds_change') offered.quote(message.markets);
  const messages: FeedMessage[] = [
    {
      eventId: fixture.eventId,
      producer: 'prematch',
      type: 'bet_stop',
      reason: 'match_start',
      timestamp: kickoff,
    },
  ];
  // Each price change has a moment of its own: a step that falls when the next one does (a period's last minute
  // and the break after it) gives way to it, and prices back after a stop come before the next step.
  const steps = script.steps.filter((step, index) => {
    const next = script.steps[index + 1];
    return step.stop !== undefined || wall(step.second) < (next ? wall(next.second) : end);
  });
  steps.forEach((step, index) => {
    const at = wall(step.second);
    const next = steps[index + 1];
    const pricedAt = step.stop ? Math.min(at + RESUME_AFTER_MS, (next ? wall(next.second) : end) - 1) : at;
    if (step.stop) messages.push({ ...base, type: 'bet_stop', reason: step.stop, timestamp: at });
    const markets = offered.quote(step.markets.map((market) => toFeedMarket(market)));
    messages.push({ ...base, type: 'odds_change', timestamp: pricedAt, live: step.live, markets });
  });
  const lastMarkets = steps.at(-1)?.markets ?? [];
  messages.push({ ...base, type: 'bet_stop', reason: 'match_end', timestamp: end });
  messages.push({
    ...base,
    type: 'odds_change',
    timestamp: end,
    live: script.final,
    markets: offered.quote(lastMarkets.map((market) => toFeedMarket(market, 'deactivated'))),
  });
  messages.push(...settlementMessages(scheduled, script, offered.everQuoted(), end));
  return messages.sort((a, b) => a.timestamp - b.timestamp);
}

/** The settlement of every market offered, with the occasional void and the occasional wrong result corrected. */
function settlementMessages(
  scheduled: ScheduledFixture,
  script: MatchScript,
  offered: MarketRef[],
  end: number,
): FeedMessage[] {
  const random = seededRandom(`${scheduled.seed}:settlement`);
  const base = { eventId: scheduled.fixture.eventId, producer: 'live' as const };
  const messages: FeedMessage[] = [];
  let settled = offered;
  if (offered.length > 1 && random.chance(VOID_SHARE)) {
    const voided = random.pick(offered);
    settled = offered.filter((market) => market !== voided);
    messages.push({
      ...base,
      type: 'bet_cancel',
      reason: 'incorrect_data',
      markets: [voided],
      timestamp: end + CANCEL_AFTER_END_MS,
    });
  }
  const results = settled.map((market) => script.settle(market));
  const wrong = random.chance(WRONG_SETTLEMENT_SHARE)
    ? results.find((result) => result.outcomes.some((outcome) => outcome.result === 1))
    : undefined;
  messages.push({
    ...base,
    type: 'bet_settlement',
    timestamp: end + SETTLE_AFTER_END_MS,
    markets: results.map((result) => (result === wrong ? misread(result) : result)),
  });
  if (wrong) {
    const ref = { id: wrong.id, specifiers: wrong.specifiers };
    messages.push({
      ...base,
      type: 'rollback_bet_settlement',
      markets: [ref],
      timestamp: end + ROLLBACK_AFTER_END_MS,
    });
    messages.push({
      ...base,
      type: 'bet_settlement',
      markets: [wrong],
      timestamp: end + RESETTLE_AFTER_END_MS,
    });
  }
  return messages;
}

/** The same market with its win given to the next outcome: what a data-entry slip at a real feed looks like. */
function misread(settlement: MarketSettlement): MarketSettlement {
  const winner = settlement.outcomes.findIndex((outcome) => outcome.result === 1);
  const wrongWinner = (winner + 1) % settlement.outcomes.length;
  return {
    ...settlement,
    outcomes: settlement.outcomes.map((outcome, index) => ({
      id: outcome.id,
      result: index === wrongWinner ? 1 : 0,
      voidFactor: 0,
    })),
  };
}
