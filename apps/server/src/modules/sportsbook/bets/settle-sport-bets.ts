import type { Db } from '../../../platform/db/database.ts';
import { betSetsByPlayer } from './bet-sets.ts';
import { settleBet } from './settle-bet.ts';
import { settleBetSet } from './settle-bet-set.ts';
import type { SettleDeps } from './settle-deps.ts';
import { type MarketKey, marketKeyText } from './sport-bets.repository.ts';

/** Markets read per run. */
const NEWS_BATCH = 200;
/**
 * Bets settled per transaction as one set: large enough that a market's bets take a few sets, small enough that a
 * set's locks (its bets, its players' balances) are held briefly and its statements stay a few megabytes.
 */
const BETS_PER_SET = 5_000;
/**
 * Sets settled side by side, each on a connection of its own: the database works on one while this process
 * prepares the next. Sets share no player (`betSetsByPlayer`), so they wait on each other only when two batches
 * draw the same house shard.
 */
const SETS_AT_ONCE = 3;

/** Bets the settlement could not settle even one at a time: the run failed, and the next one tries them again. */
export class BetsNotSettled extends Error {
  readonly betIds: number[];

  constructor(betIds: number[], cause: unknown) {
    super(`sports bets ${betIds.join(', ')} could not be settled`, { cause });
    this.name = 'BetsNotSettled';
    this.betIds = betIds;
  }
}

/**
 * Settles the bets on every market the feed settled, cancelled, rolled back or voided a window of since the last
 * run (decision 032), following `sport_settlement_seq`. Settlement is a reconciliation, not a replay of messages:
 * each bet is brought to what its markets say now, and only the difference moves, so a settlement sent twice, out
 * of order, or rolled back and sent again ends in one payout. A market's bets are settled as sets
 * (`settleBetSet`), each set in one transaction, three sets at a time. A set that fails rolls back whole and its bets
 * are settled again one per transaction (`settleBet`); a bet that fails even alone stays as it was, the run fails
 * naming it, and the progress is not saved, so the next run settles the markets again (what was settled moves
 * nothing). The progress is saved after the bets: a crash in between settles them again, which moves nothing.
 */
export async function settleSportBets(deps: SettleDeps): Promise<number> {
  const { repository } = deps;
  const { db } = repository;
  const news = await repository.settlementNews(db, await repository.settledUpTo(db), NEWS_BATCH);
  if (news.length === 0) return 0;
  const markets = new Map<string, MarketKey>(news.map((market) => [marketKeyText(market), market]));
  const unsettled: { betId: number; error: unknown }[] = [];
  let settled = 0;
  for (const market of markets.values()) {
    // Waits for placements that read the market open to commit; later ones find it closed.
    const bets = await db.transaction(async (tx) => {
      await repository.lockEventForSettlement(tx, market.eventId);
      return repository.acceptedBetsOn(tx, market);
    });
    const sets = betSetsByPlayer(bets, BETS_PER_SET);
    await Promise.all(
      Array.from({ length: SETS_AT_ONCE }, async () => {
        for (let set = sets.shift(); set; set = sets.shift()) {
          const changed = await settleSet(deps, db, set, unsettled);
          settled += changed;
        }
      }),
    );
  }
  if (unsettled.length > 0)
    throw new BetsNotSettled(
      unsettled.map((failure) => failure.betId),
      unsettled[0]?.error,
    );
  await repository.advanceSettlement(db, Math.max(...news.map((market) => market.seq)));
  return settled;
}

/** Settles a set in one transaction; a set that fails is settled again bet by bet. Returns how many changed. */
async function settleSet(
  deps: SettleDeps,
  db: Db,
  betIds: readonly number[],
  unsettled: { betId: number; error: unknown }[],
): Promise<number> {
  try {
    return await db.transaction((tx) => settleBetSet(deps, tx, betIds));
  } catch {
    return settleOneByOne(deps, db, betIds, unsettled);
  }
}

/** Settles each bet in a transaction of its own, so one that cannot be settled holds back no other. */
async function settleOneByOne(
  deps: SettleDeps,
  db: Db,
  betIds: readonly number[],
  unsettled: { betId: number; error: unknown }[],
): Promise<number> {
  let settled = 0;
  for (const betId of betIds) {
    try {
      if (await db.transaction((tx) => settleBet(deps, tx, betId))) settled += 1;
    } catch (error) {
      unsettled.push({ betId, error });
    }
  }
  return settled;
}
