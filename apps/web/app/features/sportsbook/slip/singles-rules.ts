import type { Currency, PlaceSportBetBody, SportBet } from '@casino/contracts';
import { type AmountParse, parseMajorAmount } from '../../../lib/money/amount';
import type { Label } from '../label';
import { potentialWin } from '../odds';
import {
  betRequest,
  newReferenceId,
  requestFingerprint,
  type Slip,
  type SlipSelection,
  selectionKey,
  withRefusedPrices,
} from './slip-rules';

/**
 * Singles from one slip, without React: each selection is its own single bet, under its own reference id, at its
 * own stake (or the slip's one stake for all). They are placed one after another, each answered on its own: the
 * placed ones leave the slip, the refused ones stay with their reason, so nothing half done reads as done.
 */

/** A selection's single as the slip would place it: its stake, or why it has none. */
export interface SingleLine {
  key: string;
  selection: SlipSelection;
  /** The stake as typed for it (its own, or the slip's for all). */
  text: string;
  /** Whether the stake is the selection's own rather than the slip's one for all. */
  own: boolean;
  stake: AmountParse;
}

/** Each selection's single: its own stake where the player typed one, else the slip's stake for all. */
export function singleLines(
  slip: Pick<Slip, 'selections' | 'stake' | 'singleStakes'>,
  currency: Currency,
): SingleLine[] {
  return slip.selections.map((selection) => {
    const key = selectionKey(selection);
    const own = slip.singleStakes[key] ?? '';
    const text = own === '' ? slip.stake : own;
    const parsed = parseMajorAmount(text, currency);
    const stake: AmountParse = parsed.ok && parsed.minor === 0 ? { ok: false, error: 'empty' } : parsed;
    return { key, selection, text, own: own !== '', stake };
  });
}

/** The singles' stakes in minor units, or null while any of them has no valid stake. */
export function singleStakes(lines: readonly SingleLine[]): number[] | null {
  const stakes = lines.map((line) => (line.stake.ok ? line.stake.minor : null));
  return stakes.every((stake) => stake !== null) ? (stakes as number[]) : null;
}

/** What the singles win together if every one of them wins. */
export function singlesPotentialWin(lines: readonly SingleLine[], stakes: readonly number[]): number {
  return lines.reduce(
    (sum, line, index) => sum + potentialWin(stakes[index] ?? 0, [line.selection.odds], null),
    0,
  );
}

/** The single a selection makes at `stake` (without its reference id). */
export function singleRequest(
  selection: SlipSelection,
  stake: number,
  policy: Slip['policy'],
): Omit<PlaceSportBetBody, 'referenceId'> {
  return betRequest({ selections: [selection], policy, systemSize: null }, stake);
}

/**
 * The slip with the reference id the selection's single goes under: the attempt's own while the request is the
 * same one (an answer that never came), a new one otherwise.
 */
export function withSingleAttempt(
  slip: Slip,
  key: string,
  request: Omit<PlaceSportBetBody, 'referenceId'>,
  referenceId = newReferenceId(),
): Slip {
  const fingerprint = requestFingerprint(request);
  if (slip.singleAttempts[key]?.fingerprint === fingerprint) return slip;
  return { ...slip, singleAttempts: { ...slip.singleAttempts, [key]: { fingerprint, referenceId } } };
}

/** How one single was answered: the bet (accepted, pending or rejected), or a refusal before a bet existed. */
export type SingleOutcome =
  | { kind: 'bet'; bet: SportBet }
  /** `retry`: no answer came, so the same attempt may be sent again under its reference id. */
  | { kind: 'failed'; label: Label; retry: boolean };

export interface SingleResult {
  key: string;
  selection: SlipSelection;
  stake: number;
  outcome: SingleOutcome;
}

/** Whether a single stands or may still stand: accepted, or waiting out the live bet delay. */
export function isPlaced(outcome: SingleOutcome): boolean {
  return outcome.kind === 'bet' && (outcome.bet.status === 'accepted' || outcome.bet.status === 'pending');
}

/**
 * The slip once the singles were answered: the placed ones leave it, the refused ones stay to be fixed (a refusal
 * by price brings the market's prices, to confirm), and only an attempt that got no answer keeps its reference id.
 * With at most one selection left the slip is no longer a choice of singles, but the choice is kept for the next.
 */
export function afterSingles(slip: Slip, results: readonly SingleResult[]): Slip {
  const placed = new Set(results.filter((result) => isPlaced(result.outcome)).map((result) => result.key));
  const unanswered = new Set(
    results
      .filter((result) => result.outcome.kind === 'failed' && result.outcome.retry)
      .map((result) => result.key),
  );
  const keep = <T>(record: Record<string, T>, wanted: (key: string) => boolean) =>
    Object.fromEntries(Object.entries(record).filter(([key]) => wanted(key)));
  let next: Slip = {
    ...slip,
    selections: slip.selections.filter((selection) => !placed.has(selectionKey(selection))),
    singleStakes: keep(slip.singleStakes, (key) => !placed.has(key)),
    singleAttempts: keep(slip.singleAttempts, (key) => unanswered.has(key)),
    attempt: null,
  };
  for (const result of results) {
    if (result.outcome.kind === 'bet' && result.outcome.bet.rejection?.reason === 'odds_changed') {
      next = withRefusedPrices(next, result.outcome.bet);
    }
  }
  return next;
}

/** The singles counted by how they stand: placed, still waiting out the bet delay, and refused. */
export function singlesTally(results: readonly SingleResult[]): {
  accepted: number;
  pending: number;
  refused: number;
} {
  const tally = { accepted: 0, pending: 0, refused: 0 };
  for (const { outcome } of results) {
    if (outcome.kind === 'bet' && outcome.bet.status === 'accepted') tally.accepted += 1;
    else if (outcome.kind === 'bet' && outcome.bet.status === 'pending') tally.pending += 1;
    else tally.refused += 1;
  }
  return tally;
}
