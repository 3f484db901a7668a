import type {
  ChanceDraw,
  Currency,
  Language,
  Lottery,
  LotteryLevel,
  LotteryLevelPrize,
  LotteryPrizeClaim,
} from '@casino/contracts';
import { fairWheelSpin } from '@casino/game-math';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { PlayerProtection } from '../../responsible/index.ts';
import type { Rewards } from '../../rewards/index.ts';
import type { FairDraws } from '../fair-draws.ts';
import { lotteryErrors } from './lottery.errors.ts';
import type { LotteryRepository } from './lottery.repository.ts';
import type { LotteryPrizeClaimRow, LotteryRow, LotteryTicketRow } from './lottery.schema.ts';
import type { LotteryPage } from './lottery-page.ts';
import { levelOf, levelPrize, levelPrizeOf, levelWeights } from './lottery-view.ts';

/** The feature and source a lottery's draws and prizes are recorded and granted under. */
export const LOTTERY_FEATURE = 'lottery';

type Claimed = { row: LotteryPrizeClaimRow; draw: ChanceDraw | null };

/**
 * Prizes for tickets (spec section 7: prizes, prizes/randomly, wheel/spin): a level's prize chosen for its cost,
 * or drawn by weight from the level's prizes with the player's chance seeds (the wheel's certified draw). The
 * tickets spent, the draw and the prize granted through `rewards` commit together; the tickets are locked, so two
 * requests at once cannot spend the same ones.
 */
export class LotteryPrizes {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #repository: LotteryRepository;
  readonly #page: LotteryPage;
  readonly #draws: FairDraws;
  readonly #rewards: Pick<Rewards, 'grant'>;
  readonly #protection: Pick<PlayerProtection, 'assertNotExcluded'>;

  constructor(deps: {
    db: Db;
    clock: Clock;
    repository: LotteryRepository;
    page: LotteryPage;
    draws: FairDraws;
    rewards: Pick<Rewards, 'grant'>;
    protection: Pick<PlayerProtection, 'assertNotExcluded'>;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#repository = deps.repository;
    this.#page = deps.page;
    this.#draws = deps.draws;
    this.#rewards = deps.rewards;
    this.#protection = deps.protection;
  }

  /** Takes a level's prize `count` times, each for its cost in unused tickets of the level's kind. */
  async exchange(playerId: number, prizeId: number, count: number, lang: Language) {
    return this.#claim(playerId, lang, async (tx, lottery, currency, now) => {
      const found = levelPrizeOf(lottery, prizeId);
      if (!found) throw lotteryErrors.notFound('such prize');
      const spent = await this.#spend(tx, playerId, found.level, found.prize.costTickets * count, now);
      const claims: Claimed[] = [];
      for (let n = 0; n < count; n++) {
        const tickets = spent.slice(n * found.prize.costTickets, (n + 1) * found.prize.costTickets);
        claims.push(
          await this.#grant(tx, { lottery, level: found.level, prize: found.prize, tickets, currency, now }),
        );
      }
      return claims;
    });
  }

  /** Spends the level's random cost in tickets on a fair draw of its prizes. */
  async random(playerId: number, levelId: number, lang: Language) {
    return this.#claim(playerId, lang, async (tx, lottery, currency, now) => {
      const level = levelOf(lottery, levelId);
      if (!level) throw lotteryErrors.notFound('such prize level');
      const tickets = await this.#spend(tx, playerId, level, level.randomCostTickets, now);
      return [await this.#drawPrize(tx, { lottery, level, tickets, currency, now, playerId })];
    });
  }

  /** The lottery wheel: spends one unused ticket of the player's on a fair draw of its kind's level. */
  async spin(playerId: number, ticketId: number, lang: Language) {
    return this.#claim(playerId, lang, async (tx, lottery, currency, now) => {
      const ticket = await this.#repository.lockTicket(tx, playerId, ticketId);
      if (!ticket) throw lotteryErrors.ticketNotFound();
      if (ticket.drawId !== null || ticket.spentAt)
        throw lotteryErrors.ticketUnavailable('The ticket is not unused');
      const level = lottery.levels.find((candidate) => candidate.ticketKind === ticket.kind);
      if (!level) throw lotteryErrors.notFound(`prize level for ${ticket.kind} tickets`);
      await this.#repository.spendTickets(tx, [ticket.id], now);
      return [await this.#drawPrize(tx, { lottery, level, tickets: [ticket], currency, now, playerId })];
    });
  }

  async #spend(tx: Db, playerId: number, level: LotteryLevel, cost: number, now: Date) {
    const tickets = await this.#repository.lockUnused(tx, playerId, level.ticketKind, cost);
    if (tickets.length < cost) throw lotteryErrors.ticketsInsufficient(tickets.length, cost);
    await this.#repository.spendTickets(
      tx,
      tickets.map((ticket) => ticket.id),
      now,
    );
    return tickets;
  }

  async #drawPrize(
    tx: Db,
    input: {
      lottery: LotteryRow;
      level: LotteryLevel;
      tickets: LotteryTicketRow[];
      currency: Currency;
      now: Date;
      playerId: number;
    },
  ): Promise<Claimed> {
    const { lottery, level } = input;
    const draw = await this.#draws.draw(tx, {
      feature: LOTTERY_FEATURE,
      sourceRef: `random:${firstTicket(input.tickets).id}`,
      playerId: input.playerId,
      oddsTable: {
        lottery: lottery.slug,
        level: level.id,
        prizes: level.prizes,
        updatedAt: lottery.updatedAt.toISOString(),
      },
      outcome: (seeds) => fairWheelSpin(seeds, levelWeights(level)),
    });
    const prize = level.prizes[draw.outcome.segment];
    if (!prize) throw new Error(`level ${level.id} has no prize at ${draw.outcome.segment}`);
    const claimed = await this.#grant(tx, { ...input, prize, chanceDrawId: draw.row.id });
    return { ...claimed, draw: draw.view };
  }

  /** Grants the prize through `rewards`, keyed by the first ticket it spent, and records the claim. */
  async #grant(
    tx: Db,
    input: {
      lottery: LotteryRow;
      level: LotteryLevel;
      prize: LotteryLevelPrize;
      tickets: LotteryTicketRow[];
      currency: Currency;
      now: Date;
      chanceDrawId?: number;
    },
  ): Promise<Claimed> {
    const ticket = firstTicket(input.tickets);
    const prize = levelPrize(input.prize.prize, input.currency);
    const grant =
      prize.type === 'none'
        ? null
        : await this.#rewards.grant(tx, {
            source: LOTTERY_FEATURE,
            sourceRef: `claim:${ticket.id}`,
            sourceTitle: input.lottery.title,
            playerId: ticket.playerId,
            prize,
          });
    const row = await this.#repository.addClaim(tx, {
      lotterySlug: input.lottery.slug,
      playerId: ticket.playerId,
      levelId: input.level.id,
      prizeId: input.prize.id,
      prize,
      ticketsSpent: input.tickets.length,
      chanceDrawId: input.chanceDrawId ?? null,
      rewardGrantId: grant?.id ?? null,
      createdAt: input.now,
    });
    return { row, draw: null };
  }

  /** One claim in one transaction: refused while self-excluded (444); then the claims and the lottery as it stands. */
  async #claim(
    playerId: number,
    lang: Language,
    claim: (tx: Db, lottery: LotteryRow, currency: Currency, now: Date) => Promise<Claimed[]>,
  ): Promise<{ claims: LotteryPrizeClaim[]; lottery: Lottery }> {
    const lottery = await this.#page.running();
    const now = this.#clock.now();
    const claimed = await this.#db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await this.#protection.assertNotExcluded(playerId, tx);
      return claim(tx, lottery, await this.#page.currencyOf(playerId, tx), now);
    });
    const name = this.#page.namer(lang);
    const claims = await Promise.all(
      claimed.map(async ({ row, draw }) => ({
        id: row.id,
        levelId: row.levelId,
        prizeId: row.prizeId,
        prize: await name(row.prize),
        ticketsSpent: row.ticketsSpent,
        draw,
        createdAt: row.createdAt.toISOString(),
      })),
    );
    return { claims, lottery: await this.#page.viewOf(lottery, playerId, lang) };
  }
}

function firstTicket(tickets: readonly LotteryTicketRow[]): LotteryTicketRow {
  const [ticket] = tickets;
  if (!ticket) throw new Error('a lottery prize spends at least one ticket');
  return ticket;
}
