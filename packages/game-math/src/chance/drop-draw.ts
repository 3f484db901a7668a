import { fairSource } from '../fair/fair-source.ts';
import { uniformInt } from '../fair/uniform-int.ts';
import type { RandomSource, Seeds } from '../types.ts';
import { type JackpotTrigger, jackpotStakeTickets, triggerJackpot } from './jackpot-trigger.ts';
import { segmentAt } from './weighted-wheel.ts';

/** `uniformInt` draws below 2^32, so the prizes left may not add up to more. */
const MAX_PRIZES_LEFT = 0x1_0000_0000;

/** The prize line a drop took and the ticket it was read from (0 to `total` - 1, `total` the prizes left). */
export type DropPick = { line: number; ticket: number; total: number };

/** A drop's draw as it is recorded: the stake's trigger and, when it won a prize drop, the prize picked. */
export type DropDraw = JackpotTrigger & { pick: DropPick | null };

/** The prizes left in all, each line a whole number of prizes (a line with none left owns no ticket). */
export function prizesLeftTotal(left: readonly number[]): number {
  let total = 0;
  for (const count of left) {
    if (!Number.isSafeInteger(count) || count < 0)
      throw new RangeError(`prizes left must be whole numbers, got ${count}`);
    total += count;
  }
  if (total > MAX_PRIZES_LEFT) throw new RangeError(`${total} prizes left is above 2^32`);
  return total;
}

/**
 * One prize of those left, each equally likely: a uniform ticket below their number, owned by its line as a wheel's
 * ticket is owned by its segment, so a line's chance is exactly its prizes left over all of them.
 */
export function pickDropPrize(source: RandomSource, left: readonly number[]): DropPick {
  const total = prizesLeftTotal(left);
  if (total === 0) throw new RangeError('no prize is left to pick');
  const ticket = uniformInt(source, total);
  return { line: segmentAt(left, ticket), ticket, total };
}

/**
 * A drop's draw from a random source: the jackpot's trigger (the stake owns `tickets` of `JACKPOT_TICKETS`), and,
 * for a prize drop that won, the next value of the same stream picks the prize from those `left`. A star drop
 * passes no lines: a win is the stars.
 */
export function drawDrop(source: RandomSource, tickets: number, left: readonly number[]): DropDraw {
  const trigger = triggerJackpot(source, tickets);
  const pick = trigger.won && left.length > 0 ? pickDropPrize(source, left) : null;
  return { ...trigger, pick };
}

/**
 * A stake's drop draw from the player's chance seeds: the stream of HMAC(serverSeed, `${clientSeed}:${nonce}:0`),
 * its first value the trigger (the very trigger `fairJackpotTrigger` computes), its second the prize. The verify
 * page recomputes it with this function and the prizes left its odds table recorded.
 */
export function fairDropDraw(
  seeds: Seeds,
  stake: number,
  ticketsPerMinorUnit: number,
  left: readonly number[],
): DropDraw {
  return drawDrop(fairSource(seeds), jackpotStakeTickets(stake, ticketsPerMinorUnit), left);
}
