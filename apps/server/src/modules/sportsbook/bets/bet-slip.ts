/**
 * A slip's shape checked before any price is read: what a single, an express and a system bet may hold, and how a
 * system bet's stake divides over its combinations.
 */
import {
  MAX_EXPRESS_SELECTIONS,
  MAX_SYSTEM_SELECTIONS,
  MIN_SYSTEM_SELECTIONS,
  type PlaceSportBetBody,
} from '@casino/contracts';
import { canonicalSpecifiers } from '../catalogue/market-key.ts';
import { combinationCount } from './bet-math.ts';
import { sportBetErrors } from './sport-bets.errors.ts';

/** A selection as the bet stores it: specifiers in the catalogue's canonical form. */
export interface SlipSelection {
  eventId: string;
  market: string;
  specifiers: string;
  outcome: string;
  odds: number;
}

export interface CheckedSlip {
  selections: SlipSelection[];
  systemSize: number | null;
}

export function checkSlip(body: PlaceSportBetBody): CheckedSlip {
  const { type, selections } = body;
  const count = selections.length;
  if (type === 'single' && count !== 1) throw sportBetErrors.invalid('A single has exactly one selection');
  if (type === 'express' && (count < 2 || count > MAX_EXPRESS_SELECTIONS)) {
    throw sportBetErrors.invalid(`An express has 2 to ${MAX_EXPRESS_SELECTIONS} selections`);
  }
  if (type !== 'system' && body.systemSize !== undefined) {
    throw sportBetErrors.invalid('Only a system bet has a system size');
  }
  let systemSize: number | null = null;
  if (type === 'system') {
    if (count < MIN_SYSTEM_SELECTIONS || count > MAX_SYSTEM_SELECTIONS) {
      throw sportBetErrors.invalid(
        `A system bet has ${MIN_SYSTEM_SELECTIONS} to ${MAX_SYSTEM_SELECTIONS} selections`,
      );
    }
    systemSize = body.systemSize ?? null;
    if (systemSize === null || systemSize < 2 || systemSize >= count) {
      throw sportBetErrors.invalid(`A system bet of ${count} selections combines 2 to ${count - 1} of them`);
    }
    const lines = combinationCount(count, systemSize);
    if (body.stake % lines !== 0) {
      throw sportBetErrors.invalid(`The stake must divide evenly over the ${lines} combinations`);
    }
  }
  // Two selections of one match are related (a win and an over, say): their prices do not multiply.
  if (new Set(selections.map((selection) => selection.eventId)).size !== count) {
    throw sportBetErrors.invalid('A bet takes one selection per match');
  }
  return {
    selections: selections.map((selection) => ({
      eventId: selection.eventId,
      market: selection.market,
      specifiers: canonicalSpecifiers(selection.specifiers),
      outcome: selection.outcome,
      odds: selection.odds,
    })),
    systemSize,
  };
}
