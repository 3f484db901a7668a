import {
  type Currency,
  domainEvent,
  type SportBetOutcome,
  type SportSelectionResult,
  transferEvent,
} from '@casino/contracts';
import type { SportMovement } from '../../wallet/index.ts';
import { paidToPlayer } from '../freebets/sport-freebets.ts';
import { betFields } from './bet-events.ts';
import { outcomeOf, payoutOf } from './bet-math.ts';
import { selectionResult } from './selection-result.ts';
import {
  type MarketKey,
  type MarketState,
  marketKeyText,
  type SportBetRow,
  type SportBetSelectionRow,
} from './sport-bets.repository.ts';

/**
 * The rules of settlement (decision 032), shared by a bet settled alone and bets settled as a set: what a bet's
 * markets say of it now, the transfer that moves the difference, what is stored and what is told.
 */

/** What a bet's markets say of it now. */
export interface BetVerdict {
  /** Each selection's result, in the selections' order. */
  results: SportSelectionResult[];
  /** Whether any result differs from the one stored. */
  changed: boolean;
  outcome: SportBetOutcome;
  /** What the bet owes the player now (see `owedOn`). */
  owed: number;
}

/** The market a selection stands on. */
export function marketOf(selection: SportBetSelectionRow): MarketKey {
  return { eventId: selection.eventId, market: selection.marketType, specifiers: selection.specifiers };
}

/**
 * The bet's selections' results as their markets and voided windows stand, its outcome, and what it owes. What is
 * still riding after cash-outs settles; what the cash-outs paid is the bet's for good.
 */
export function verdictOn(
  bet: SportBetRow,
  selections: readonly SportBetSelectionRow[],
  markets: ReadonlyMap<string, MarketState>,
  windows: ReadonlyMap<string, [number, number][]>,
): BetVerdict {
  const results = selections.map((selection) => {
    const key = marketKeyText(marketOf(selection));
    return selectionResult(
      { outcomeId: selection.outcomeId, placedAt: bet.placedAt.getTime() },
      markets.get(key),
      windows.get(key) ?? [],
    );
  });
  const riding = payoutOf(
    { ...bet, stake: bet.stake - bet.cashedOutStake },
    selections.map((selection, index) => ({ odds: selection.odds, result: results[index] ?? 'open' })),
  );
  const due = riding === null ? null : riding + bet.cashOutAmount;
  return {
    results,
    changed: selections.some((selection, index) => selection.result !== results[index]),
    outcome: bet.cashedOutStake === bet.stake ? 'cashed_out' : outcomeOf(bet.stake, due, results),
    owed: owedOn(bet, due),
  };
}

/**
 * What the bet owes the player now: what its results pay (what its cash-outs paid while it is open); a free bet's
 * winnings without the stake, which was the house's (a void or a lost free bet pays nothing).
 */
function owedOn(bet: SportBetRow, due: number | null): number {
  return paidToPlayer(bet, due ?? bet.cashOutAmount);
}

/**
 * The change to move: what is owed less what the bet has paid, a take-back no more than `real`, the player's real
 * balance (what it does not cover stays on the bet as unrecovered). `real` is read only for a take-back.
 */
export function changeOf(bet: SportBetRow, verdict: BetVerdict, real: () => number): number {
  const change = verdict.owed - bet.payout;
  return change < 0 ? -Math.min(-change, real()) : change;
}

/** Whether the settlement step writes anything: a result, the outcome or money changed. */
export function settlesAnything(bet: SportBetRow, verdict: BetVerdict, change: number): boolean {
  return verdict.changed || verdict.outcome !== bet.outcome || change !== 0;
}

/**
 * The transfer of a settlement step: a payout or a take-back of `change`, keyed by the bet's next step so nothing
 * moves twice, with the bet's settled event.
 */
export function settlementMovement(
  bet: SportBetRow,
  selections: number,
  outcome: SportBetOutcome,
  change: number,
): SportMovement {
  return {
    kind: change > 0 ? 'sport_payout' : 'sport_reversal',
    playerId: bet.playerId,
    currency: bet.currency as Currency,
    amount: Math.abs(change),
    idempotencyKey: `sport-bet:${bet.id}:settlement:${bet.settlementStep + 1}`,
    metadata: { betId: bet.id, outcome },
    events: [
      transferEvent('SportBetSettled', bet.playerId, {
        ...settledPayload(bet, selections, outcome, bet.payout + change),
        change,
      }),
    ],
  };
}

/** What a settlement step stores on the bet. */
export interface SettledFields {
  outcome: SportBetOutcome;
  payout: number;
  unrecovered: number;
  settlementStep: number;
  settledAt: Date | null;
}

/** The bet as stored after a settlement step that moved `change`. */
export function settledFields(
  bet: SportBetRow,
  verdict: BetVerdict,
  change: number,
  now: Date,
): SettledFields {
  const payout = bet.payout + change;
  return {
    outcome: verdict.outcome,
    payout,
    unrecovered: Math.max(0, payout - verdict.owed),
    settlementStep: bet.settlementStep + (change === 0 ? 0 : 1),
    settledAt: verdict.outcome === 'open' ? null : now,
  };
}

/**
 * The settled event of a step that moved no money (a decision without money, a selection decided while the bet
 * stays open): a step that moves money is told by its transfer's event.
 */
export function unpaidSettledEvent(bet: SportBetRow, selections: number, outcome: SportBetOutcome) {
  return domainEvent('SportBetSettled', bet.playerId, {
    ...settledPayload(bet, selections, outcome, bet.payout),
    change: 0,
    transferId: null,
  });
}

function settledPayload(bet: SportBetRow, selections: number, outcome: SportBetOutcome, payout: number) {
  return { ...betFields(bet, selections), outcome, payout };
}
