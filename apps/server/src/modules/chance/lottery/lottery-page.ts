import {
  type Currency,
  DEFAULT_CURRENCY,
  type Language,
  LOTTERY_REGISTER_LOCATION,
  type Lottery,
  type LotteryDrawEntries,
  type LotteryLevelView,
  type LotteryTicket,
} from '@casino/contracts';
import type { Db } from '../../../platform/db/database.ts';
import type { PlayerDirectory } from '../../accounts/index.ts';
import { prizeView, type Rewards } from '../../rewards/index.ts';
import { lotteryErrors } from './lottery.errors.ts';
import type { LotteryRepository } from './lottery.repository.ts';
import type { LotteryRow } from './lottery.schema.ts';
import { costsView, drawView, levelOf, levelView, type PrizeNamer, ticketView } from './lottery-view.ts';

/** The lottery page lists this many past draws, newest first. */
const PAST_DRAW_LIMIT = 5;

/**
 * What the lottery shows (spec section 3, "Lottery"): the reader's stars and tickets beside the lottery's prices,
 * levels with their odds, the next draw's seed hash and the latest results. A guest sees it all with nothing of
 * their own, and is sent to registration to buy.
 */
export class LotteryPage {
  readonly #repository: LotteryRepository;
  readonly #rewards: Pick<Rewards, 'titleOf'>;
  readonly #players: Pick<PlayerDirectory, 'findById'>;

  constructor(deps: {
    repository: LotteryRepository;
    rewards: Pick<Rewards, 'titleOf'>;
    players: Pick<PlayerDirectory, 'findById'>;
  }) {
    this.#repository = deps.repository;
    this.#rewards = deps.rewards;
    this.#players = deps.players;
  }

  /** Names prizes in a language through `rewards` (a bonus by its template's title). */
  namer(lang: Language): PrizeNamer {
    return async (prize) => prizeView(prize, await this.#rewards.titleOf(prize), lang);
  }

  async currencyOf(playerId: number | undefined, tx?: Db): Promise<Currency> {
    const player = playerId === undefined ? undefined : await this.#players.findById(playerId, tx);
    return (player?.currency as Currency | undefined) ?? DEFAULT_CURRENCY;
  }

  async running(): Promise<LotteryRow> {
    const lottery = await this.#repository.running();
    if (!lottery) throw lotteryErrors.notFound('lottery running');
    return lottery;
  }

  /** The running lottery as the reader sees it; null when none runs. */
  async view(playerId: number | undefined, lang: Language): Promise<Lottery | null> {
    const lottery = await this.#repository.running();
    return lottery ? this.viewOf(lottery, playerId, lang) : null;
  }

  async viewOf(lottery: LotteryRow, playerId: number | undefined, lang: Language): Promise<Lottery> {
    const name = this.namer(lang);
    const [currency, scheduled, past, player] = await Promise.all([
      this.currencyOf(playerId),
      this.#repository.scheduledDraw(lottery.slug),
      this.#repository.pastDraws(lottery.slug, PAST_DRAW_LIMIT),
      playerId === undefined ? undefined : this.#repository.player(playerId),
    ]);
    const counts =
      playerId === undefined
        ? { unusedByKind: { super: 0, gold: 0, regular: 0 }, entered: 0 }
        : await this.#repository.counts(playerId, scheduled?.id ?? null);
    const winners = await this.#repository.winners(past.map((draw) => draw.id));
    const { super: supers, gold, regular } = counts.unusedByKind;
    return {
      slug: lottery.slug,
      title: lottery.title[lang],
      enabled: lottery.enabled,
      signedIn: playerId !== undefined,
      balanceStars: player?.stars ?? 0,
      tickets: counts.entered,
      unusedTickets: supers + gold + regular,
      unusedByKind: counts.unusedByKind,
      costTickets: costsView(lottery, currency),
      currency,
      starStake: lottery.starStake[currency] ?? null,
      levels: await Promise.all(lottery.levels.map((level) => levelView(level, currency, lang, name))),
      nextDraw: scheduled ? await drawView(scheduled, [], playerId, name) : null,
      pastDraws: await Promise.all(past.map((draw) => drawView(draw, winners, playerId, name))),
      registerLocation: LOTTERY_REGISTER_LOCATION,
    };
  }

  async level(playerId: number | undefined, levelId: number, lang: Language): Promise<LotteryLevelView> {
    const lottery = await this.running();
    const level = levelOf(lottery, levelId);
    if (!level) throw lotteryErrors.notFound('such prize level');
    return levelView(level, await this.currencyOf(playerId), lang, this.namer(lang));
  }

  async tickets(
    playerId: number,
    page: { applied: boolean | undefined; limit: number; offset: number },
    lang: Language,
  ): Promise<{ items: LotteryTicket[]; total: number; limit: number; offset: number }> {
    const { rows, total } = await this.#repository.tickets(playerId, page);
    const name = this.namer(lang);
    const items = await Promise.all(rows.map((row) => ticketView(row, name)));
    return { items, total, limit: page.limit, offset: page.offset };
  }

  async ticket(id: number, lang: Language, tx?: Db): Promise<LotteryTicket> {
    return ticketView(await this.#repository.ticketWithDraw(id, tx), this.namer(lang));
  }

  /** A drawn draw with its entries, for anyone to recompute its winners; a draw not yet made is not found. */
  async drawEntries(id: number): Promise<LotteryDrawEntries> {
    const draw = await this.#repository.draw(id);
    if (draw?.status !== 'drawn') throw lotteryErrors.notFound('drawn draw of that id');
    const [entries, winners] = await Promise.all([
      this.#repository.entries(id),
      this.#repository.winners([id]),
    ]);
    return {
      draw: await drawView(draw, winners, undefined, this.namer('en')),
      levels: (draw.levels ?? []).map(({ id: levelId, ticketKind, winners: count }) => ({
        id: levelId,
        ticketKind,
        winners: count,
      })),
      entries: entries.map((ticket) => ({ id: ticket.id, kind: ticket.kind })),
    };
  }
}
