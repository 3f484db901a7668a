import type { ExpressOfTheDayLeg } from '@casino/contracts';
import { type Slip, type SlipSelection, selectionFrom } from '../slip/slip-rules';

/**
 * The express of the day's legs as the bet slip's selections: each the picked outcome of its match's main market, at
 * the leg's price, as a price button would add it. Null when a leg's match no longer has its main market (the
 * express cannot be added whole).
 */
export function expressSelections(legs: readonly ExpressOfTheDayLeg[]): SlipSelection[] | null {
  const selections: SlipSelection[] = [];
  for (const leg of legs) {
    const market = leg.event.mainMarket;
    if (!market) return null;
    selections.push(selectionFrom(leg.event, market, { id: leg.outcome, odds: leg.odds }));
  }
  return selections;
}

/**
 * The slip with the express in place of what it held, so it is placed as that express (a system size chosen before
 * is dropped); the stake, the odds policy and the free bet chosen stay. Unchanged when the express cannot be added
 * whole.
 */
export function withExpress(slip: Slip, legs: readonly ExpressOfTheDayLeg[]): Slip {
  const selections = expressSelections(legs);
  if (selections === null || selections.length === 0) return slip;
  return { ...slip, selections, systemSize: null, attempt: null };
}
