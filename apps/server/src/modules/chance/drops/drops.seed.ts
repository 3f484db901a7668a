import { type Currency, DROP_TOTAL_TICKETS, type DropTerms } from '@casino/contracts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { PlayerDirectory } from '../../accounts/index.ts';
import { demoMoney } from '../chance-demo-prizes.ts';
import { DEMO_JACKPOT } from '../jackpots/jackpots.seed.ts';
import type { DropDraws } from './drop-draws.ts';
import { dropCampaigns } from './drops.schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEMO_WINNER_LOGIN = 'demo';
/** The demo's round rates (as `demoMoney`'s): what a minor unit of each currency is worth in kopecks. */
const KOPECKS_PER_MINOR_UNIT: Record<Currency, number> = { UAH: 1, USD: 40, EUR: 45, RUB: 0.5 };
/** Real-money stakes of at least ₴5 (or 0.20 of a foreign currency) draw. */
const DEMO_MIN_STAKES = { UAH: 5_00, USD: 20, EUR: 20, RUB: 10_00 };

/**
 * The demo's campaigns, on the studio's slots (the demo jackpot's), running from a day before the first boot for a
 * month. A prize drop of 20 × ₴500 and 100 × ₴50: a ₴10 stake drops a prize with a chance of 1 in 1,000. A star
 * drop of 25 stars, 500 drops at most: a ₴10 stake drops with a chance of 1 in 200.
 */
function demoCampaigns(now: Date): (DropTerms & { slug: string })[] {
  const window = {
    enabled: true,
    startsAt: new Date(now.getTime() - DAY_MS).toISOString(),
    endsAt: new Date(now.getTime() + 30 * DAY_MS).toISOString(),
    games: DEMO_JACKPOT.games,
  };
  const odds = (perKopeck: number) =>
    Object.fromEntries(
      Object.entries(DEMO_MIN_STAKES).map(([currency, minStake]) => [
        currency,
        {
          minStake,
          ticketsPerMinorUnit: Math.round(perKopeck * KOPECKS_PER_MINOR_UNIT[currency as Currency]),
        },
      ]),
    );
  return [
    {
      slug: 'studio-prize-drops',
      kind: 'prize',
      title: { uk: 'Призові дропи студії', ru: 'Призовые дропы студии', en: 'Studio prize drops' },
      ...window,
      stakes: odds(1_000),
      prizes: [
        { id: 1, prize: demoMoney(500), count: 20 },
        { id: 2, prize: demoMoney(50), count: 100 },
      ],
      starsPerDrop: 0,
      maxDrops: 0,
    },
    {
      slug: 'studio-star-drops',
      kind: 'stars',
      title: { uk: 'Зоряні дропи', ru: 'Звёздные дропы', en: 'Star drops' },
      ...window,
      stakes: odds(5_000),
      prizes: [],
      starsPerDrop: 25,
      maxDrops: 500,
    },
  ];
}

/**
 * Seeds the demo campaigns and one past drop of each for the demo player, made by the real draw step at certain
 * odds (recorded so): the prize is paid through `rewards`, the stars added to the player's. Kept when the campaign
 * exists, so an operator's edit stays and a second boot drops nothing.
 */
export async function seedDrops(
  db: Db,
  deps: { clock: Clock; players: Pick<PlayerDirectory, 'findByLogin'>; draws: Pick<DropDraws, 'draw'> },
): Promise<void> {
  const now = deps.clock.now();
  const winner = await deps.players.findByLogin(DEMO_WINNER_LOGIN, db);
  for (const { slug, ...terms } of demoCampaigns(now)) {
    const [campaign] = await db
      .insert(dropCampaigns)
      .values({
        slug,
        ...terms,
        startsAt: new Date(terms.startsAt),
        endsAt: new Date(terms.endsAt),
        dropped: {},
        drops: 0,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!campaign || !winner) continue;
    const stake = {
      playerId: winner.id,
      currency: winner.currency as Currency,
      gameSlug: campaign.games[0] ?? '',
      real: campaign.stakes[winner.currency]?.minStake ?? 0,
      stakeRef: 'demo-past-drop',
      at: now,
    };
    await deps.draws.draw(db, slug, stake, { ticketsPerMinorUnit: DROP_TOTAL_TICKETS });
  }
}
