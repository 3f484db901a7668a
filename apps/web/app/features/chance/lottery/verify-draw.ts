import type { LotteryDrawEntries } from '@casino/contracts';
import { fairLotteryWinners, lotteryEntriesHash, serverSeedHash } from '@casino/game-math';

export type DrawCheck = 'verified' | 'mismatch';

/**
 * Recomputes a drawn draw in the browser with the server's own functions: the revealed seed hashes to the hash
 * published before sales closed, the entries hash to the draw's client seed, and each level's winners follow from
 * the seed, that hash and the level's id over the level's tickets in id order.
 */
export function verifyDraw(
  { draw, levels, entries }: LotteryDrawEntries,
  publishedSeedHash: string,
): DrawCheck {
  const { serverSeed } = draw;
  if (!serverSeed || serverSeedHash(serverSeed) !== publishedSeedHash) return 'mismatch';
  const ticketsHash = lotteryEntriesHash(entries);
  if (ticketsHash !== draw.ticketsHash) return 'mismatch';
  const expected = levels.flatMap((level) => {
    const pool = entries.filter((entry) => entry.kind === level.ticketKind);
    const seeds = { serverSeed, clientSeed: ticketsHash, nonce: level.id };
    return fairLotteryWinners(seeds, pool.length, level.winners).map(
      (index) => `${level.id}:${pool[index]?.id}`,
    );
  });
  const drawn = draw.winners.map((winner) => `${winner.levelId}:${winner.ticketId}`);
  return expected.length === drawn.length && expected.every((winner, index) => winner === drawn[index])
    ? 'verified'
    : 'mismatch';
}
