import type { Currency } from '@casino/contracts';
import { fairJackpotTrigger, JACKPOT_TICKETS } from '@casino/game-math';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { PlayerDirectory } from '../../accounts/index.ts';
import type { WalletService } from '../../wallet/index.ts';
import type { FairDraws } from '../fair-draws.ts';
import { JACKPOT_DRAW_FEATURE } from './jackpot-contributions.ts';
import type { JackpotPayouts } from './jackpot-payouts.ts';
import { jackpots } from './jackpots.schema.ts';

export const DEMO_JACKPOT_SLUG = 'studio-mega';
const DEMO_CURRENCY: Currency = 'UAH';
const DEMO_WINNER_LOGIN = 'demo';
/** What the demo's past winner took, and what the pool holds on top of its seed amount when the demo opens. */
const DEMO_PAST_POOL = 2_500_00;
const DEMO_OPENING_GROWTH = 2_345_67;

/**
 * The demo's progressive jackpot: 1% of every real-money stake in the studio's slots feeds it; its pool starts from
 * ₴1,000 (or 25 of a foreign currency); a ₴10 stake wins it with a chance of 1 in 100,000. Kept when it exists, so an
 * operator's edit stays.
 */
export const DEMO_JACKPOT = {
  slug: DEMO_JACKPOT_SLUG,
  title: { uk: 'Мегаджекпот студії', ru: 'Мегаджекпот студии', en: 'Studio mega jackpot' },
  enabled: true,
  seedAmount: { UAH: 1_000_00, USD: 25_00, EUR: 25_00, RUB: 2_000_00 },
  shareBasisPoints: 100,
  ticketsPerMinorUnit: { UAH: 10, USD: 400, EUR: 450, RUB: 5 },
  games: [
    'book-of-sevens',
    'cossack-gold',
    'dragon-pearls',
    'fruit-storm',
    'neon-nights',
    'viking-raid',
    'hot-sevens',
  ],
};

/**
 * Seeds the demo jackpot and its UAH pool through the ledger: the pool opened with the operator's money, one past
 * win paid by the real payout step (its draw recorded with the certain odds it was made at, so the verify page shows
 * exactly what happened), and the pool grown since. Each transfer is keyed, so a second boot moves nothing.
 */
export async function seedJackpots(
  db: Db,
  deps: {
    clock: Clock;
    wallet: Pick<WalletService, 'jackpotTransfer'>;
    players: Pick<PlayerDirectory, 'findByLogin'>;
    draws: Pick<FairDraws, 'draw'>;
    payouts: Pick<JackpotPayouts, 'pay'>;
  },
): Promise<void> {
  const now = deps.clock.now();
  const inserted = await db
    .insert(jackpots)
    .values({ ...DEMO_JACKPOT, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  const [jackpot] = inserted;
  const winner = await deps.players.findByLogin(DEMO_WINNER_LOGIN, db);
  if (!jackpot || !winner) return;
  const topUp = (amount: number, step: string) =>
    deps.wallet.jackpotTransfer(db, {
      kind: 'jackpot_seed',
      jackpot: jackpot.slug,
      currency: DEMO_CURRENCY,
      amount,
      playerId: null,
      idempotencyKey: `jackpot:${jackpot.slug}:demo:${step}`,
      metadata: { demo: true },
    });
  await topUp(DEMO_PAST_POOL, 'past-pool');
  const { row } = await deps.draws.draw(db, {
    feature: JACKPOT_DRAW_FEATURE,
    sourceRef: `${jackpot.slug}:demo-past-win`,
    playerId: winner.id,
    oddsTable: {
      jackpot: jackpot.slug,
      stake: 1,
      ticketsPerMinorUnit: JACKPOT_TICKETS,
      totalTickets: JACKPOT_TICKETS,
    },
    outcome: (seeds) => fairJackpotTrigger(seeds, 1, JACKPOT_TICKETS),
  });
  await deps.payouts.pay(db, {
    jackpot,
    currency: DEMO_CURRENCY,
    seedAmount: DEMO_JACKPOT.seedAmount[DEMO_CURRENCY],
    playerId: winner.id,
    drawId: row.id,
    now,
  });
  await topUp(DEMO_OPENING_GROWTH, 'opening-growth');
}
