import {
  type Currency,
  LOTTERY_TICKET_KINDS,
  type LotteryDraw,
  type LotteryLevel,
  type LotteryLevelView,
  type LotteryTicket,
  type LotteryTicketKind,
  type LotteryTicketStatus,
  type Prize,
  type PrizeView,
} from '@casino/contracts';
import { wheelChanceBasisPoints, wheelTotalWeight } from '@casino/game-math';
import { prizeInCurrency } from '../chance-prizes.ts';
import type { LotteryDrawRow, LotteryRow, LotteryTicketRow } from './lottery.schema.ts';

const NO_PRIZE: Prize = { type: 'none' };

/** Names a prize in the reader's language (a bonus by its template's title, read through `rewards`). */
export type PrizeNamer = (prize: Prize) => Promise<PrizeView>;

/** A level's prize as the player wins it in their currency (nothing when a money prize has no amount there). */
export function levelPrize(prize: LotteryLevel['drawPrize'], currency: Currency): Prize {
  return prizeInCurrency(prize, currency) ?? NO_PRIZE;
}

export function levelWeights(level: LotteryLevel): number[] {
  return level.prizes.map((prize) => prize.weight);
}

export function levelOf(lottery: Pick<LotteryRow, 'levels'>, levelId: number): LotteryLevel | undefined {
  return lottery.levels.find((level) => level.id === levelId);
}

/** The level a prize belongs to, with the prize: prize ids are unique across a lottery's levels. */
export function levelPrizeOf(lottery: Pick<LotteryRow, 'levels'>, prizeId: number) {
  for (const level of lottery.levels) {
    const prize = level.prizes.find((candidate) => candidate.id === prizeId);
    if (prize) return { level, prize };
  }
  return undefined;
}

/** A kind's price as the reader pays it: stars, and money in their currency. */
export function costView(lottery: LotteryRow, kind: LotteryTicketKind, currency: Currency) {
  const price = lottery.costTickets[kind];
  return { stars: price.stars, money: price.money[currency] ?? null };
}

export function costsView(lottery: LotteryRow, currency: Currency) {
  const entries = LOTTERY_TICKET_KINDS.map((kind) => [kind, costView(lottery, kind, currency)] as const);
  return Object.fromEntries(entries) as Record<LotteryTicketKind, ReturnType<typeof costView>>;
}

/** A level with its published odds: a random prize's exact chance is its weight over the level's total. */
export async function levelView(
  level: LotteryLevel,
  currency: Currency,
  lang: 'uk' | 'ru' | 'en',
  name: PrizeNamer,
): Promise<LotteryLevelView> {
  const weights = levelWeights(level);
  return {
    id: level.id,
    title: level.title[lang],
    ticketKind: level.ticketKind,
    winners: level.winners,
    drawPrize: await name(levelPrize(level.drawPrize, currency)),
    randomCostTickets: level.randomCostTickets,
    totalWeight: wheelTotalWeight(weights),
    prizes: await Promise.all(
      level.prizes.map(async (prize, index) => ({
        id: prize.id,
        prize: await name(levelPrize(prize.prize, currency)),
        costTickets: prize.costTickets,
        weight: prize.weight,
        chanceBasisPoints: wheelChanceBasisPoints(weights, index),
      })),
    ),
  };
}

/** A draw as published: the seed only once drawn, the winners with the reader's own marked. */
export async function drawView(
  draw: LotteryDrawRow,
  winners: readonly LotteryTicketRow[],
  playerId: number | undefined,
  name: PrizeNamer,
): Promise<LotteryDraw> {
  const drawn = draw.status === 'drawn';
  return {
    id: draw.id,
    drawAt: draw.drawAt.toISOString(),
    status: draw.status,
    serverSeedHash: draw.serverSeedHash,
    serverSeed: drawn ? draw.serverSeed : null,
    ticketsHash: draw.ticketsHash,
    ticketCount: draw.ticketCount,
    winners: await Promise.all(
      winners
        .filter((ticket) => ticket.drawId === draw.id)
        .map(async (ticket) => ({
          ticketId: ticket.id,
          levelId: ticket.wonLevelId ?? 0,
          position: ticket.winPosition ?? 0,
          prize: await name(ticket.prize ?? NO_PRIZE),
          mine: ticket.playerId === playerId,
        })),
    ),
  };
}

function ticketStatus(ticket: LotteryTicketRow, drawStatus: string | null): LotteryTicketStatus {
  if (ticket.spentAt) return 'spent';
  if (ticket.drawId === null) return 'unused';
  if (drawStatus !== 'drawn') return 'applied';
  return ticket.wonLevelId === null ? 'lost' : 'won';
}

export async function ticketView(
  row: { ticket: LotteryTicketRow; drawAt: Date | null; drawStatus: string | null },
  name: PrizeNamer,
): Promise<LotteryTicket> {
  const { ticket } = row;
  return {
    id: ticket.id,
    kind: ticket.kind,
    source: ticket.source,
    status: ticketStatus(ticket, row.drawStatus),
    applied: ticket.drawId !== null,
    drawId: ticket.drawId,
    drawAt: row.drawAt?.toISOString() ?? null,
    wonLevelId: ticket.wonLevelId,
    prize: ticket.prize ? await name(ticket.prize) : null,
    createdAt: ticket.createdAt.toISOString(),
  };
}
