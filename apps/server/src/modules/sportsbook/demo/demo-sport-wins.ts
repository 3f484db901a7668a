import type { Currency, PlaceSportBetBody, SportSelectionRequest } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { type Clock, manualClock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { rowsOf } from '../../../platform/db/migrations.ts';
import type { PlayerDirectory } from '../../accounts/index.ts';
import type { PlayerProtection } from '../../responsible/index.ts';
import { createSandboxFeed } from '../../sandbox-feed/index.ts';
import type { WalletService } from '../../wallet/index.ts';
import { BetPlacementRepository } from '../bets/bet-placement.repository.ts';
import { placeSportBet } from '../bets/place-sport-bet.ts';
import { settleSportBets } from '../bets/settle-sport-bets.ts';
import { marketKeyText, SportBetsRepository } from '../bets/sport-bets.repository.ts';
import { sportBets } from '../bets/sport-bets.schema.ts';
import { CatalogueRepository } from '../catalogue/catalogue.repository.ts';
import { FeedConsumer } from '../catalogue/feed-consumer.ts';
import { canonicalSpecifiers } from '../catalogue/market-key.ts';
import { SportFreebets } from '../freebets/sport-freebets.ts';
import { sportFeedProducers } from '../sportsbook.schema.ts';
import { type FinalWinner, finalWinners } from './final-winners.ts';

/** How far back the demo's bets are placed: long enough for a match to be played and settled since, at speed 1. */
export const DEMO_LOOKBACK_MS = 3 * 60 * 60_000;
/** The win feed lists a single from odds 3.00 (the migration's setting): the demo's singles are such wins. */
const SINGLE_MIN_ODDS = 300;
/** An express's legs: favourites will do, its stake makes the win a listed one (₴2,000 or more). */
const LEG_MIN_ODDS = 150;

/** What a player bets, in minor units: singles on long prices, and an express of two legs. */
export interface DemoSlip {
  login: string;
  singles: number[];
  express: number | null;
}

/** What each demo player bets. */
const DEMO_SLIPS: readonly DemoSlip[] = [
  { login: 'demo', singles: [20_000, 15_000], express: 100_000 },
  { login: 'demophone', singles: [10_000], express: null },
];

export interface DemoSportWinsDeps {
  feed: { seed: string; speed: number };
  clock: Clock;
  wallet: WalletService;
  protection: Pick<PlayerProtection, 'assertCanBet'>;
  players: Pick<PlayerDirectory, 'findById' | 'findByLogin'>;
  log: { info(object: object, message: string): void; warn(object: object, message: string): void };
  /** Who bets what (the demo players by default). */
  slips?: readonly DemoSlip[];
}

/**
 * The demo site's win feed starts with wins (decision 032, "As built: the demo's wins"): on a fresh database, the
 * catalogue is first fed as of a few hours ago, the demo players bet then on outcomes the sandbox feed went on to
 * settle as won (it is deterministic, so the seed reads what it will send), the feed is then played on to now and
 * the bets settled. Every step is the sportsbook's own: the feed consumer, the placement (stakes through the
 * ledger, topped up first by a promotional adjustment of the same amount), and the settlement (payouts through the
 * ledger, `SportBetSettled` for the win feed). A database that has been fed already is left alone.
 */
export async function seedDemoSportWins(db: Db, deps: DemoSportWinsDeps): Promise<void> {
  if (await alreadyFed(db)) return;
  const now = deps.clock.now().getTime();
  const since = now - DEMO_LOOKBACK_MS;
  const clock = manualClock(new Date(since));
  const feed = createSandboxFeed({ clock, ...deps.feed });
  const consumer = new FeedConsumer({
    db,
    provider: feed,
    repository: new CatalogueRepository(db),
    clock,
    log: deps.log,
  });
  try {
    // The catalogue as of `since`: the first heartbeats ask for the recovery, which completes in the same drain.
    feed.tick();
    await consumer.drain();
    const repository = new SportBetsRepository(db);
    const picks = await openWinners(repository, db, finalWinners(feed.messagesBetween(since, now)));
    const placement = {
      repository,
      placement: new BetPlacementRepository(db),
      wallet: deps.wallet,
      protection: deps.protection,
      players: { findById: (playerId: number) => deps.players.findById(playerId, db) },
      // The demo players have given no tax ID; the brands that ask one before real-money play would refuse the
      // demo's history, which is the house's illustration, not a player's decision.
      requiresTaxId: async () => false,
      freebets: new SportFreebets(db, clock),
      clock,
    };
    let placed = 0;
    for (const slip of deps.slips ?? DEMO_SLIPS) {
      const player = await deps.players.findByLogin(slip.login, db);
      if (!player) continue;
      const bodies = slipBodies(slip, picks, player.id);
      const total = bodies.reduce((sum, body) => sum + body.stake, 0);
      if (total === 0) continue;
      await db.transaction((tx) =>
        deps.wallet.adjustBalance(tx, {
          id: `demo-sport-stakes:${player.id}`,
          playerId: player.id,
          currency: player.currency as Currency,
          amount: total,
          reasonCode: 'promotion',
        }),
      );
      for (const body of bodies) {
        const bet = await placeSportBet(placement, player.id, body);
        if (bet.status === 'accepted') placed += 1;
      }
    }
    // The feed played on to now: the matches bet on are over and settled, and so are their bets.
    clock.set(new Date(now));
    feed.tick();
    await consumer.drain();
    await settleAll({ repository, wallet: deps.wallet, clock });
    deps.log.info({ placed }, 'demo sports bets placed and settled');
  } finally {
    consumer.close();
  }
}

async function alreadyFed(db: Db): Promise<boolean> {
  const [row] = rowsOf<{ fed: boolean }>(
    await db.execute(sql`
      select exists (select 1 from ${sportFeedProducers}) or exists (select 1 from ${sportBets}) as fed`),
  );
  return row?.fed === true;
}

/** A winner the catalogue offered before its match started, at its price then. */
interface OpenWinner {
  selection: SportSelectionRequest;
}

/** The winners whose match had not started at the catalogue's moment and whose outcome was on offer, one per match. */
async function openWinners(
  repository: SportBetsRepository,
  db: Db,
  winners: readonly FinalWinner[],
): Promise<OpenWinner[]> {
  if (winners.length === 0) return [];
  const keys = winners.map((winner) => ({
    eventId: winner.eventId,
    market: winner.market,
    specifiers: canonicalSpecifiers(winner.specifiers),
  }));
  const { markets, upProducers } = await repository.slipState(db, keys);
  if (!upProducers.has('prematch')) return [];
  const seen = new Set<string>();
  const open: OpenWinner[] = [];
  winners.forEach((winner, index) => {
    const market = markets.get(marketKeyText(keys[index] as (typeof keys)[number]));
    const outcome = market?.outcomes.find((candidate) => candidate.id === winner.outcome);
    if (!market || !outcome?.active || market.status !== 'active' || market.eventStatus !== 'not_started')
      return;
    if (seen.has(winner.eventId)) return;
    seen.add(winner.eventId);
    open.push({
      selection: {
        eventId: winner.eventId,
        market: winner.market,
        specifiers: winner.specifiers,
        outcome: winner.outcome,
        odds: outcome.odds,
      },
    });
  });
  return open;
}

/** A demo player's bets on winners not yet taken by another bet: singles on long prices, then the express. */
function slipBodies(slip: DemoSlip, picks: OpenWinner[], playerId: number): PlaceSportBetBody[] {
  const take = (minOdds: number) => {
    const index = picks.findIndex((pick) => pick.selection.odds >= minOdds);
    return index < 0 ? null : (picks.splice(index, 1)[0]?.selection ?? null);
  };
  const bodies: PlaceSportBetBody[] = [];
  slip.singles.forEach((stake, index) => {
    const selection = take(SINGLE_MIN_ODDS);
    if (!selection) return;
    bodies.push({
      referenceId: `demo-${playerId}-single-${index}`,
      type: 'single',
      stake,
      oddsPolicy: 'none',
      selections: [selection],
    });
  });
  if (slip.express !== null) {
    const legs = [take(LEG_MIN_ODDS), take(LEG_MIN_ODDS)];
    if (legs[0] && legs[1]) {
      bodies.push({
        referenceId: `demo-${playerId}-express`,
        type: 'express',
        stake: slip.express,
        oddsPolicy: 'none',
        selections: [legs[0], legs[1]],
      });
    }
  }
  return bodies;
}

/** Settles everything the feed decided, batch after batch, until no news is left. */
async function settleAll(deps: Parameters<typeof settleSportBets>[0]): Promise<void> {
  const { repository } = deps;
  for (;;) {
    await settleSportBets(deps);
    const news = await repository.settlementNews(
      repository.db,
      await repository.settledUpTo(repository.db),
      1,
    );
    if (news.length === 0) return;
  }
}
