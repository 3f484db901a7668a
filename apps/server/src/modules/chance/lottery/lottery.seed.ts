import type { LotteryLevel, LotteryTerms, LotteryTicketKind } from '@casino/contracts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { PlayerDirectory } from '../../accounts/index.ts';
import { demoMoney } from '../chance-demo-prizes.ts';
import type { LotteryRepository } from './lottery.repository.ts';
import { lotteries, lotteryPlayers, lotteryPromoCodes } from './lottery.schema.ts';
import type { LotteryDraws } from './lottery-draws.ts';

export const DEMO_LOTTERY_SLUG = 'weekly-lottery';
/** A promo code of the demo's that gives a regular ticket, once per player. */
export const DEMO_LOTTERY_PROMO = 'LUCKY-TICKET';
/** The demo players (seeded by accounts before this) who start with stars and tickets. */
const DEMO_LOGINS = ['demo', 'demophone', 'demoauto'];
const DEMO_STARS = 250;
const DAY_MS = 24 * 60 * 60 * 1000;

const FREE_SPINS = { type: 'bonus_fs', templateSlug: 'free-spins-20' } as const;

const LEVELS: LotteryLevel[] = [
  {
    id: 1,
    title: { uk: 'Звичайний рівень', ru: 'Обычный уровень', en: 'Regular level' },
    ticketKind: 'regular',
    winners: 3,
    drawPrize: demoMoney(100),
    randomCostTickets: 1,
    prizes: [
      { id: 101, prize: demoMoney(5), weight: 500, costTickets: 1 },
      { id: 102, prize: demoMoney(20), weight: 300, costTickets: 3 },
      { id: 103, prize: FREE_SPINS, weight: 150, costTickets: 5 },
      { id: 104, prize: demoMoney(200), weight: 50, costTickets: 20 },
    ],
  },
  {
    id: 2,
    title: { uk: 'Золотий рівень', ru: 'Золотой уровень', en: 'Gold level' },
    ticketKind: 'gold',
    winners: 2,
    drawPrize: demoMoney(500),
    randomCostTickets: 1,
    prizes: [
      { id: 201, prize: demoMoney(50), weight: 550, costTickets: 1 },
      { id: 202, prize: FREE_SPINS, weight: 300, costTickets: 2 },
      { id: 203, prize: demoMoney(500), weight: 150, costTickets: 5 },
    ],
  },
  {
    id: 3,
    title: { uk: 'Суперрівень', ru: 'Суперуровень', en: 'Super level' },
    ticketKind: 'super',
    winners: 1,
    drawPrize: demoMoney(5000),
    randomCostTickets: 1,
    prizes: [
      { id: 301, prize: demoMoney(500), weight: 650, costTickets: 1 },
      { id: 302, prize: demoMoney(2000), weight: 300, costTickets: 3 },
      {
        id: 303,
        prize: { type: 'material', title: { uk: 'Смартфон', ru: 'Смартфон', en: 'A smartphone' } },
        weight: 50,
        costTickets: 10,
      },
    ],
  },
];

/** The demo lottery's terms: tickets for stars (one per ₴10 staked) or money, draws on Sundays and Wednesdays. */
export const DEMO_LOTTERY_TERMS: LotteryTerms = {
  title: { uk: 'Лотерея «Гроші чи приз»', ru: 'Лотерея «Деньги или приз»', en: 'Cash or prize lottery' },
  enabled: true,
  costTickets: {
    regular: { stars: 50, money: { UAH: 20_00, USD: 50, EUR: 50, RUB: 40_00 } },
    gold: { stars: 200, money: { UAH: 75_00, USD: 2_00, EUR: 2_00, RUB: 150_00 } },
    super: { stars: 500, money: { UAH: 200_00, USD: 5_00, EUR: 5_00, RUB: 400_00 } },
  },
  starStake: { UAH: 10_00, USD: 25, EUR: 25, RUB: 20_00 },
  schedule: { weekdays: [0, 3], timeUtc: '18:00' },
  levels: LEVELS,
};

/** Each demo player's tickets: those entered into the past draw, then those they hold. */
const ENTERED: LotteryTicketKind[] = ['regular', 'regular', 'gold', 'super'];
const HELD: LotteryTicketKind[] = ['regular', 'gold'];

/**
 * The demo's running lottery, a promo code, and a past draw made by the real draw step over the demo players'
 * tickets (so its results verify like any other); the next draw is scheduled by it. Each demo player keeps stars
 * and two unused tickets. Kept as it is when the lottery exists, so an operator's edits and results stay.
 */
export async function seedLottery(
  db: Db,
  deps: {
    clock: Clock;
    players: Pick<PlayerDirectory, 'findByLogin'>;
    repository: LotteryRepository;
    draws: Pick<LotteryDraws, 'schedule' | 'makeDraw'>;
  },
): Promise<void> {
  const now = deps.clock.now();
  const [lottery] = await db
    .insert(lotteries)
    .values({ slug: DEMO_LOTTERY_SLUG, ...DEMO_LOTTERY_TERMS, position: 0, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  if (!lottery) return;
  await db
    .insert(lotteryPromoCodes)
    .values({
      code: DEMO_LOTTERY_PROMO,
      lotterySlug: lottery.slug,
      ticketKind: 'regular',
      enabled: true,
      validUntil: null,
      createdAt: now,
    })
    .onConflictDoNothing();
  // A week back, the schedule's next draw time is already past: that draw is the demo's past draw.
  await deps.draws.schedule(db, lottery, new Date(now.getTime() - 8 * DAY_MS));
  const past = await deps.repository.scheduledDraw(lottery.slug, db);
  if (!past) throw new Error('the demo lottery has no draw');
  for (const login of DEMO_LOGINS) {
    const player = await deps.players.findByLogin(login, db);
    if (!player) continue;
    await db
      .insert(lotteryPlayers)
      .values({ playerId: player.id, stars: DEMO_STARS, stakeProgress: 0, updatedAt: now })
      .onConflictDoNothing();
    const tickets = await deps.repository.addTickets(
      db,
      [...ENTERED, ...HELD].map((kind, n) => ({
        lotterySlug: lottery.slug,
        playerId: player.id,
        kind,
        source: 'prize' as const,
        sourceRef: `demo:${login}:${n}`,
        createdAt: new Date(past.drawAt.getTime() - DAY_MS),
      })),
    );
    for (const ticket of tickets.slice(0, ENTERED.length)) {
      await deps.repository.applyTicket(db, ticket.id, past.id, ticket.createdAt);
    }
  }
  await deps.draws.makeDraw(db, past.id);
}
