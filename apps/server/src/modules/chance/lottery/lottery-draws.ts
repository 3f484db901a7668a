import { type Currency, DEFAULT_CURRENCY, personalChannel } from '@casino/contracts';
import { fairLotteryWinners, lotteryEntriesHash, newServerSeed, serverSeedHash } from '@casino/game-math';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { PushPublisher } from '../../../platform/push/push-publisher.ts';
import type { Rng } from '../../../platform/rng.ts';
import type { PlayerDirectory } from '../../accounts/index.ts';
import type { Rewards } from '../../rewards/index.ts';
import type { LotteryRepository } from './lottery.repository.ts';
import type { LotteryDrawRow, LotteryRow, LotteryTicketRow } from './lottery.schema.ts';
import { LOTTERY_FEATURE } from './lottery-prizes.ts';
import { nextDrawAt } from './lottery-schedule.ts';
import { levelPrize } from './lottery-view.ts';

const SERVER_SEED_BYTES = 32;

/**
 * The lottery's draws, run by the periodic job `lottery-draws`: every enabled lottery has its next draw scheduled,
 * with a fresh server seed whose hash is published at once; a draw whose time has come is made in one transaction
 * under its row's lock. Its winners come from the committed seed and the entered tickets' hash (fixed at the close,
 * `fairLotteryWinners` per level), each winner is paid through `rewards` keyed by its ticket, and the seed is
 * revealed. A second run finds the draw made and does nothing, so each winner is paid once.
 */
export class LotteryDraws {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #rng: Rng;
  readonly #repository: LotteryRepository;
  readonly #rewards: Pick<Rewards, 'grant'>;
  readonly #players: Pick<PlayerDirectory, 'findById'>;
  readonly #publisher: Pick<PushPublisher, 'publish'>;
  readonly #log: FastifyBaseLogger;

  constructor(deps: {
    db: Db;
    clock: Clock;
    rng: Rng;
    repository: LotteryRepository;
    rewards: Pick<Rewards, 'grant'>;
    players: Pick<PlayerDirectory, 'findById'>;
    publisher: Pick<PushPublisher, 'publish'>;
    log: FastifyBaseLogger;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#rng = deps.rng;
    this.#repository = deps.repository;
    this.#rewards = deps.rewards;
    this.#players = deps.players;
    this.#publisher = deps.publisher;
    this.#log = deps.log;
  }

  /** One round of the job: makes the draws that are due, then schedules the next draw of each enabled lottery. */
  async run(): Promise<number> {
    let made = 0;
    for (const draw of await this.#repository.dueDraws(this.#clock.now())) {
      if (await this.drawOne(draw.id)) made += 1;
    }
    for (const lottery of await this.#repository.all()) {
      if (lottery.enabled) await this.schedule(this.#db, lottery, this.#clock.now());
    }
    return made;
  }

  /** Schedules the lottery's next draw after `after`, unless one is scheduled already. */
  async schedule(tx: Db, lottery: LotteryRow, after: Date): Promise<void> {
    if (await this.#repository.scheduledDraw(lottery.slug, tx)) return;
    const serverSeed = newServerSeed(new Uint8Array(this.#rng.bytes(SERVER_SEED_BYTES)));
    await this.#repository.scheduleDraw(tx, {
      lotterySlug: lottery.slug,
      drawAt: nextDrawAt(lottery.schedule, after),
      serverSeed,
      serverSeedHash: serverSeedHash(serverSeed),
      createdAt: this.#clock.now(),
    });
  }

  /** Makes one due draw in its own transaction; false when it was made already or is not due. */
  async drawOne(drawId: number): Promise<boolean> {
    const made = await this.#db.transaction((transaction) =>
      this.makeDraw(transaction as unknown as Db, drawId),
    );
    if (!made) return false;
    await this.#tell(drawId, made.entries, made.winners);
    return true;
  }

  /**
   * Makes the draw in the caller's transaction under its row's lock (the demo seed's too); null when it was made
   * already or is not due. The caller tells the players after the commit.
   */
  async makeDraw(tx: Db, drawId: number) {
    const now = this.#clock.now();
    const draw = await this.#repository.lockDraw(tx, drawId);
    if (draw?.status !== 'scheduled' || draw.drawAt > now) return null;
    const lottery = await this.#repository.lottery(draw.lotterySlug, tx);
    if (!lottery) throw new Error(`lottery ${draw.lotterySlug} of draw ${draw.id} not found`);
    const entries = await this.#repository.entries(draw.id, tx);
    const ticketsHash = lotteryEntriesHash(entries);
    const winners = await this.#payWinners(tx, { draw, lottery, entries, ticketsHash });
    await this.#repository.saveDraw(tx, draw.id, {
      status: 'drawn',
      ticketsHash,
      ticketCount: entries.length,
      levels: lottery.levels,
      drawnAt: now,
    });
    if (lottery.enabled) await this.schedule(tx, lottery, now);
    return { entries, winners };
  }

  async #payWinners(
    tx: Db,
    input: { draw: LotteryDrawRow; lottery: LotteryRow; entries: LotteryTicketRow[]; ticketsHash: string },
  ): Promise<LotteryTicketRow[]> {
    const { draw, lottery } = input;
    const winners: LotteryTicketRow[] = [];
    for (const level of lottery.levels) {
      const pool = input.entries.filter((ticket) => ticket.kind === level.ticketKind);
      const seeds = { serverSeed: draw.serverSeed, clientSeed: input.ticketsHash, nonce: level.id };
      const positions = fairLotteryWinners(seeds, pool.length, level.winners);
      for (const [winPosition, index] of positions.entries()) {
        const ticket = pool[index];
        if (!ticket) throw new Error(`draw ${draw.id} drew position ${index} of ${pool.length}`);
        const player = await this.#players.findById(ticket.playerId, tx);
        const prize = levelPrize(
          level.drawPrize,
          (player?.currency as Currency | undefined) ?? DEFAULT_CURRENCY,
        );
        const grant =
          prize.type === 'none'
            ? null
            : await this.#rewards.grant(tx, {
                source: LOTTERY_FEATURE,
                sourceRef: `ticket:${ticket.id}`,
                sourceTitle: lottery.title,
                playerId: ticket.playerId,
                prize,
              });
        await this.#repository.recordWin(tx, ticket.id, {
          wonLevelId: level.id,
          winPosition,
          prize,
          rewardGrantId: grant?.id ?? null,
        });
        winners.push(ticket);
      }
    }
    return winners;
  }

  /** The `lottery` push to every player with tickets in the draw: their winning tickets, if any. */
  async #tell(drawId: number, entries: LotteryTicketRow[], winners: LotteryTicketRow[]): Promise<void> {
    const players = new Set(entries.map((ticket) => ticket.playerId));
    await Promise.all(
      [...players].map((playerId) =>
        this.#publisher
          .publish(personalChannel(playerId), {
            id: `lottery-${drawId}-${playerId}`,
            type: 'lottery',
            action: 'drawn',
            data: {
              drawId,
              wonTickets: winners.filter((ticket) => ticket.playerId === playerId).map((ticket) => ticket.id),
            },
          })
          .catch((error: unknown) => this.#log.warn({ err: error }, 'lottery push failed')),
      ),
    );
  }
}
