import type { LotteryDrawEntries } from '@casino/contracts';
import { fairLotteryWinners, lotteryEntriesHash, serverSeedHash } from '@casino/game-math';

export type DrawCheck = 'verified' | 'mismatch';

/** A winning ticket of a level, as the draw made it or as the browser recomputes it. */
export interface DrawnWinner {
  levelId: number;
  ticketId: number;
}

/** Each step of a draw's check, recomputed in the browser; null when the draw's seed is not revealed yet. */
export interface DrawRecomputation {
  /** The revealed seed hashes to the hash published before sales closed. */
  seedMatches: boolean;
  /** The hash of the entered tickets, recomputed from the list. */
  ticketsHash: string;
  /** ...and it is the draw's client seed. */
  ticketsHashMatches: boolean;
  /** The winners that follow from the seed, that hash and each level's id over its tickets in id order. */
  winners: DrawnWinner[];
  /** They are the draw's winners, in its order. */
  winnersMatch: boolean;
}

/**
 * Recomputes a drawn draw with the server's own functions: the revealed seed against the hash published before
 * sales closed, the entries' hash against the draw's client seed, and each level's winners from the seed, that hash
 * and the level's id over the level's tickets in id order.
 */
export function recomputeDraw(
  { draw, levels, entries }: LotteryDrawEntries,
  publishedSeedHash: string,
): DrawRecomputation | null {
  const { serverSeed } = draw;
  if (!serverSeed) return null;
  const ticketsHash = lotteryEntriesHash(entries);
  const winners = levels.flatMap((level) => {
    const pool = entries.filter((entry) => entry.kind === level.ticketKind);
    const seeds = { serverSeed, clientSeed: ticketsHash, nonce: level.id };
    return fairLotteryWinners(seeds, pool.length, level.winners).map((index) => ({
      levelId: level.id,
      ticketId: pool[index]?.id ?? -1,
    }));
  });
  const same = (a: DrawnWinner, b: DrawnWinner | undefined) =>
    a.levelId === b?.levelId && a.ticketId === b.ticketId;
  return {
    seedMatches: serverSeedHash(serverSeed) === publishedSeedHash.trim().toLowerCase(),
    ticketsHash,
    ticketsHashMatches: ticketsHash === draw.ticketsHash,
    winners,
    winnersMatch:
      winners.length === draw.winners.length &&
      winners.every((winner, index) => same(winner, draw.winners[index])),
  };
}

/** Whether every step of the check holds. */
export function verifyDraw(entries: LotteryDrawEntries, publishedSeedHash: string): DrawCheck {
  const check = recomputeDraw(entries, publishedSeedHash);
  return check?.seedMatches && check.ticketsHashMatches && check.winnersMatch ? 'verified' : 'mismatch';
}
