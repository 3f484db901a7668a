import type { SportBet } from '@casino/contracts';
import { createStore, useStore } from '../../../lib/external-store';
import type { Label } from '../label';
import type { SingleResult } from './singles-rules';

/** What the slip says about the last placement: a refusal to act on, or a moved price to confirm. */
export interface SlipNotice {
  tone: 'error' | 'warning';
  text: Label;
  action: 'deposit' | 'taxId' | 'completeRegistration' | 'selfLimit' | null;
  /** No answer came: the same attempt may be sent again. */
  retry?: boolean;
}

/**
 * Where a placement is: the slip to fill (with a notice after a refusal), the request on its way, a live bet
 * waiting out the bet delay, or a bet that stands. One for the page, shared by the side panel and the phone's sheet.
 */
export type Placement =
  | { stage: 'idle'; notice: SlipNotice | null }
  | { stage: 'placing' }
  | { stage: 'pending'; bet: SportBet }
  | { stage: 'accepted'; bet: SportBet }
  /** Singles placed from one slip, each answered on its own. */
  | { stage: 'singles'; results: SingleResult[] };

export const IDLE: Placement = { stage: 'idle', notice: null };

const placementStore = createStore<Placement>(IDLE);

export function setPlacement(placement: Placement): void {
  placementStore.set(placement);
}

export function getPlacement(): Placement {
  return placementStore.get();
}

export function usePlacement(): Placement {
  return useStore(placementStore, IDLE);
}

/** A single that waited out the bet delay is decided: its row says so, and the tally counts it. */
export function settleSingle(bet: SportBet): void {
  const current = placementStore.get();
  if (current.stage !== 'singles') return;
  placementStore.set({
    stage: 'singles',
    results: current.results.map((result) =>
      result.outcome.kind === 'bet' && result.outcome.bet.id === bet.id
        ? { ...result, outcome: { kind: 'bet', bet } }
        : result,
    ),
  });
}

/** The player changed the slip: a refusal's notice about the slip as it was gives way. */
export function clearNotice(): void {
  const current = placementStore.get();
  if (current.stage === 'idle' && current.notice) placementStore.set(IDLE);
}
