import { createHash } from 'node:crypto';
import {
  type ExpressOfTheDay,
  type ExpressOfTheDayLeg,
  type Language,
  SPORT_EVENTS_MAX_LIMIT,
  type SportEventSummary,
} from '@casino/contracts';
import type { Clock } from '../../../platform/clock.ts';
import type { CatalogueView } from '../catalogue/catalogue-view.ts';
import { combinedOddsOf } from './bet-math.ts';
import type { BookSettings } from './sport-bets.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

interface Deps {
  catalogue: Pick<CatalogueView, 'events'>;
  settings: () => Promise<Pick<BookSettings, 'expressLegs' | 'expressMinOdds' | 'expressMaxOdds'>>;
  clock: Clock;
}

/**
 * The express of the day (issue 17 item 6): the favourites of matches to come within a day, whose price is in the
 * operator's range, as many as the operator's number of legs. The matches are drawn in an order fixed by the day,
 * so every player sees the same express all day; a match that starts or whose favourite leaves the range gives
 * way to the next in that order. Null when too few matches qualify.
 */
export async function expressOfTheDay(deps: Deps, lang: Language): Promise<ExpressOfTheDay | null> {
  const now = deps.clock.now();
  const day = now.toISOString().slice(0, 10);
  const rules = await deps.settings();
  const { events } = await deps.catalogue.events({ status: 'upcoming', limit: SPORT_EVENTS_MAX_LIMIT }, lang);
  const within = (event: SportEventSummary) => {
    const kickOff = Date.parse(event.scheduledAt);
    return kickOff > now.getTime() && kickOff <= now.getTime() + DAY_MS;
  };
  const legs = events
    .filter(within)
    .flatMap((event) => {
      const leg = favouriteOf(event);
      return leg && leg.odds >= rules.expressMinOdds && leg.odds <= rules.expressMaxOdds ? [leg] : [];
    })
    .sort((a, b) => drawOrder(day, a.event.id).localeCompare(drawOrder(day, b.event.id)))
    .slice(0, rules.expressLegs)
    .sort((a, b) => a.event.scheduledAt.localeCompare(b.event.scheduledAt));
  if (legs.length < rules.expressLegs) return null;
  return {
    day,
    legs,
    odds: combinedOddsOf(
      { type: 'express', systemSize: null },
      legs.map((leg) => leg.odds),
    ),
  };
}

/** The lowest-priced outcome open to bets of the match's main market: its favourite. */
function favouriteOf(event: SportEventSummary): ExpressOfTheDayLeg | null {
  const market = event.mainMarket;
  if (market?.status !== 'active') return null;
  const open = market.outcomes.filter((outcome) => outcome.active);
  const favourite = open.reduce<(typeof open)[number] | null>(
    (best, outcome) => (best === null || outcome.odds < best.odds ? outcome : best),
    null,
  );
  return favourite ? { event, outcome: favourite.id, odds: favourite.odds } : null;
}

/** A match's place in the day's draw: the same all day, another the next. */
function drawOrder(day: string, eventId: string): string {
  return createHash('sha256').update(`${day}:${eventId}`).digest('hex');
}
