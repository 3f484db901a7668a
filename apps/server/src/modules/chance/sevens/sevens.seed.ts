import type { Currency } from '@casino/contracts';
import { STUDIO_GAMES } from '@casino/game-math';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { PlayerDirectory } from '../../accounts/index.ts';
import type { WalletService } from '../../wallet/index.ts';
import { jackpotSevens } from './jackpot-sevens.schema.ts';
import type { SevensRounds } from './sevens-rounds.ts';
import { sevensPoolKey } from './sevens-view.ts';

const DEMO_CURRENCY: Currency = 'UAH';
const DEMO_WINNER_LOGIN = 'demo';
/** What the current round has taken in when the demo opens (less, should its drop point be nearer). */
const DEMO_OPENING_GROWTH = 1_234_56;

/**
 * The demo's jackpot-sevens: 1% of every real-money stake in the studio's slots feeds it; each round opens at ₴777
 * (20 of USD or EUR, 1,500 RUB) and must drop before ₴7,777 (200, 200, 15,000). Kept when it exists, so an
 * operator's edit stays.
 */
export const DEMO_SEVENS = {
  slug: 'sevens',
  title: { uk: 'Сімки', ru: 'Семёрки', en: 'Sevens' },
  enabled: true,
  position: 0,
  seedAmount: { UAH: 777_00, USD: 20_00, EUR: 20_00, RUB: 1_500_00 },
  dropCeiling: { UAH: 7_777_00, USD: 200_00, EUR: 200_00, RUB: 15_000_00 },
  shareBasisPoints: 100,
  games: STUDIO_GAMES.filter((game) => game.kind === 'video-slot' || game.kind === 'classic-slot').map(
    (game) => game.slug,
  ),
};

/**
 * Seeds the demo jackpot-sevens and its UAH pool through the ledger and the real round steps: a first round opened,
 * filled to its drop point and dropped to the demo player (its seed revealed, so the page verifies it), and the
 * round opened after it grown partway, always short of its own drop point. Each transfer is keyed.
 */
export async function seedJackpotSevens(
  db: Db,
  deps: {
    clock: Clock;
    wallet: Pick<WalletService, 'jackpotTransfer'>;
    players: Pick<PlayerDirectory, 'findByLogin'>;
    rounds: Pick<SevensRounds, 'open' | 'drop'>;
  },
): Promise<void> {
  const now = deps.clock.now();
  const [jackpot] = await db
    .insert(jackpotSevens)
    .values({ ...DEMO_SEVENS, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  const winner = await deps.players.findByLogin(DEMO_WINNER_LOGIN, db);
  if (!jackpot || !winner) return;
  const terms = { seedAmount: DEMO_SEVENS.seedAmount.UAH, dropCeiling: DEMO_SEVENS.dropCeiling.UAH };
  const pool = { jackpot: jackpot.slug, currency: DEMO_CURRENCY };
  const grow = (amount: number, step: string) =>
    deps.wallet.jackpotTransfer(db, {
      kind: 'jackpot_seed',
      jackpot: sevensPoolKey(jackpot.slug),
      currency: DEMO_CURRENCY,
      amount,
      playerId: null,
      idempotencyKey: `sevens:${jackpot.slug}:demo:${step}`,
      metadata: { demo: true },
    });
  const past = await deps.rounds.open(db, pool, terms, now);
  const pastGrowth = past.dropAmount - past.seedAmount;
  if (pastGrowth > 0) await grow(pastGrowth, 'past-round');
  const { next } = await deps.rounds.drop(db, {
    round: past,
    pool: { ...pool, amount: past.dropAmount },
    winner: { playerId: winner.id, stake: `${jackpot.slug}:demo` },
    terms,
    now,
  });
  const growth = Math.min(DEMO_OPENING_GROWTH, next.dropAmount - next.seedAmount - 1);
  if (growth > 0) await grow(growth, 'opening-growth');
}
