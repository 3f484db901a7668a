import type { Currency, Freebet, SportBetType } from '@casino/contracts';
import { combinedOdds, potentialWin } from '../odds';
import type { SlipKind } from './slip-rules';

/**
 * What the bet slip does with the player's free bets (decision 033), without React: which of them the slip may
 * offer, the one in use, whether the slip's odds reach its minimum, and what it wins. The server checks all of it
 * again when the bet is placed (`freebet_not_applicable`); the slip says so first, so the button is not pressed
 * for nothing.
 */

/** The kind of bet the slip places, as a free bet's terms name them; none while it cannot be placed. */
export function slipBetType(kind: SlipKind): SportBetType | null {
  return kind === 'single' || kind === 'express' || kind === 'system' ? kind : null;
}

/**
 * The free bets the slip may offer, in the server's order (the one ending first first): in the player's
 * currency, not ended by `now`, for the slip's kind of bet, and, for a system bet, of an amount that splits evenly
 * over its `combinations` (a free bet stakes its whole amount, and the server takes only a stake that divides).
 * One whose minimum odds the slip does not reach yet is still offered: the player may add a selection to reach them.
 */
export function fittingFreebets(
  freebets: readonly Freebet[],
  kind: SlipKind,
  currency: Currency,
  now: number,
  combinations = 1,
): Freebet[] {
  const type = slipBetType(kind);
  if (type === null) return [];
  return freebets.filter(
    (freebet) =>
      freebet.currency === currency &&
      freebet.betTypes.includes(type) &&
      freebet.amount % combinations === 0 &&
      (freebet.expiresAt === null || Date.parse(freebet.expiresAt) > now),
  );
}

/**
 * The free bet the slip places with: the one the player chose, while it is still theirs and fits the slip. A free
 * bet placed elsewhere, ended, or not for the slip's kind of bet any more leaves the slip on the player's money.
 */
export function freebetInUse(chosenId: number | null, fitting: readonly Freebet[]): Freebet | null {
  if (chosenId === null) return null;
  return fitting.find((freebet) => freebet.id === chosenId) ?? null;
}

/** Whether the slip's combined odds reach a free bet's minimum, and what they are. */
export interface OddsFit {
  reached: boolean;
  /** The slip's combined odds (a system bet's best combination's), in hundredths, as the server computes them. */
  odds: number;
  minOdds: number;
}

export function oddsFit(
  freebet: Pick<Freebet, 'minOdds'>,
  odds: readonly number[],
  systemSize: number | null = null,
): OddsFit {
  const combined = combinedOdds(odds, systemSize);
  return { reached: combined >= freebet.minOdds, odds: combined, minOdds: freebet.minOdds };
}

/**
 * The whole stake the slip places, in minor units: a free bet's whole amount (its stake is locked to it), or what
 * the player typed (null while that is not a stake), which a system bet takes per combination.
 */
export function slipStake(
  freebet: Pick<Freebet, 'amount'> | null,
  typed: number | null,
  combinations = 1,
): number | null {
  if (freebet) return freebet.amount;
  return typed === null ? null : typed * combinations;
}

/**
 * What a bet pays if every selection wins: a free bet's winnings without its stake, which was the house's (the
 * server's rule, so the slip shows what "my bets" will), else the stake times the prices (`potentialWin`).
 */
export function slipWin(
  stake: number,
  odds: readonly number[],
  freebet: boolean,
  systemSize: number | null = null,
): number {
  const payout = potentialWin(stake, odds, systemSize);
  return freebet ? Math.max(0, payout - stake) : payout;
}
