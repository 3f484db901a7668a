import { type Fraction, fraction } from '../exact/fraction.ts';
import { fairSource } from '../fair/fair-source.ts';
import { uniformInt } from '../fair/uniform-int.ts';
import type { RandomSource, Seeds } from '../types.ts';

/**
 * A jackpot draw picks one ticket of this many (below 2^32, so one uniform draw covers it): a stake holds
 * `stake × ticketsPerMinorUnit` of them, capped at all of them, and wins the jackpot when the drawn ticket is one of
 * its own. Every figure is an integer, so the published odds are exact.
 */
export const JACKPOT_TICKETS = 1_000_000_000;

/** The tickets a real-money stake (minor units) holds under a jackpot's odds: never more than all of them. */
export function jackpotStakeTickets(stake: number, ticketsPerMinorUnit: number): number {
  if (!Number.isSafeInteger(stake) || stake < 0)
    throw new RangeError(`a stake must be a whole number of minor units, got ${stake}`);
  if (!Number.isSafeInteger(ticketsPerMinorUnit) || ticketsPerMinorUnit < 0)
    throw new RangeError(`tickets per minor unit must be a whole number, got ${ticketsPerMinorUnit}`);
  return Math.min(stake * ticketsPerMinorUnit, JACKPOT_TICKETS);
}

/** The drawn ticket (0 to JACKPOT_TICKETS - 1) and whether it is one of the stake's, as a draw records it. */
export type JackpotTrigger = { ticket: number; tickets: number; won: boolean };

/** One trigger from a random source: the stake owns tickets 0 to `tickets - 1`. */
export function triggerJackpot(source: RandomSource, tickets: number): JackpotTrigger {
  const ticket = uniformInt(source, JACKPOT_TICKETS);
  return { ticket, tickets, won: ticket < tickets };
}

/**
 * A stake's jackpot trigger from the player's chance seeds: the first draw of the fair stream of
 * HMAC(serverSeed, `${clientSeed}:${nonce}:0`). The verify page recomputes it with this very function.
 */
export function fairJackpotTrigger(seeds: Seeds, stake: number, ticketsPerMinorUnit: number): JackpotTrigger {
  return triggerJackpot(fairSource(seeds), jackpotStakeTickets(stake, ticketsPerMinorUnit));
}

/** The exact chance that a stake wins the jackpot. */
export function jackpotChance(stake: number, ticketsPerMinorUnit: number): Fraction {
  return fraction(jackpotStakeTickets(stake, ticketsPerMinorUnit), JACKPOT_TICKETS);
}

/** What a real-money stake puts into a jackpot's pool: its share in basis points, rounded down to a minor unit. */
export function jackpotContribution(stake: number, shareBasisPoints: number): number {
  if (!Number.isSafeInteger(shareBasisPoints) || shareBasisPoints < 0 || shareBasisPoints > 10_000)
    throw new RangeError(`a share must be 0 to 10000 basis points, got ${shareBasisPoints}`);
  if (!Number.isSafeInteger(stake) || stake < 0)
    throw new RangeError(`a stake must be a whole number of minor units, got ${stake}`);
  return Math.floor((stake * shareBasisPoints) / 10_000);
}
