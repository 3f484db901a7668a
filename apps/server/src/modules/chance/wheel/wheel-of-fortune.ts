import {
  type Currency,
  DEFAULT_CURRENCY,
  type Language,
  type WheelInfo,
  type WheelPrize,
  type WheelSegments,
  type WheelSpinResult,
} from '@casino/contracts';
import { fairWheelSpin } from '@casino/game-math';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { PlayerDirectory } from '../../accounts/index.ts';
import type { PlayerProtection } from '../../responsible/index.ts';
import type { Rewards } from '../../rewards/index.ts';
import { chanceErrors } from '../chance.errors.ts';
import type { WheelRow } from '../chance.schema.ts';
import type { FairDraws } from '../fair-draws.ts';
import type { WheelRepository } from './wheel.repository.ts';
import { wheelPeriodOf } from './wheel-periods.ts';
import {
  freeSpinsOf,
  segmentPrize,
  spinsLeft,
  wheelInfoView,
  wheelPrizeView,
  wheelSegmentsView,
  wheelWeights,
} from './wheel-view.ts';

/** The feature name a wheel's draw and its prize are recorded under. */
export const WHEEL_FEATURE = 'wheel';
/** The player's prize list shows this many, newest first. */
const PRIZE_LIST_LIMIT = 50;

/**
 * The wheel of fortune (issue 19, item 4): a spin is a fair draw from the player's chance seeds over the wheel's
 * weighted segments; the segment's prize is granted once through `rewards`. The player's row for the day is locked
 * for the spin, so a double click spins once, and the draw, the count and the prize commit together.
 */
export class WheelOfFortune {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #repository: WheelRepository;
  readonly #draws: FairDraws;
  readonly #rewards: Pick<Rewards, 'grant' | 'titleOf'>;
  readonly #players: Pick<PlayerDirectory, 'findById'>;
  readonly #protection: Pick<PlayerProtection, 'assertNotExcluded'>;

  constructor(deps: {
    db: Db;
    clock: Clock;
    repository: WheelRepository;
    draws: FairDraws;
    rewards: Pick<Rewards, 'grant' | 'titleOf'>;
    players: Pick<PlayerDirectory, 'findById'>;
    protection: Pick<PlayerProtection, 'assertNotExcluded'>;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#repository = deps.repository;
    this.#draws = deps.draws;
    this.#rewards = deps.rewards;
    this.#players = deps.players;
    this.#protection = deps.protection;
  }

  async info(playerId: number | undefined, slug: string | undefined, lang: Language): Promise<WheelInfo> {
    const at = this.#clock.now();
    const wheel = await this.#wheel(this.#db, slug);
    const player = playerId === undefined ? undefined : await this.#players.findById(playerId);
    const row = player
      ? await this.#repository.player({
          wheelSlug: wheel.slug,
          playerId: player.id,
          period: wheelPeriodOf(at),
        })
      : undefined;
    const currency = (player?.currency as Currency | undefined) ?? DEFAULT_CURRENCY;
    return wheelInfoView({ wheel, row, signedIn: player !== undefined, currency, lang, at });
  }

  async segments(
    playerId: number | undefined,
    slug: string | undefined,
    lang: Language,
  ): Promise<WheelSegments> {
    const wheel = await this.#wheel(this.#db, slug);
    const player = playerId === undefined ? undefined : await this.#players.findById(playerId);
    return this.segmentsOf(wheel, (player?.currency as Currency | undefined) ?? DEFAULT_CURRENCY, lang);
  }

  async segmentsOf(wheel: WheelRow, currency: Currency, lang: Language): Promise<WheelSegments> {
    const titles = await Promise.all(
      wheel.segments.map((_, index) => this.#rewards.titleOf(segmentPrize(wheel, index, currency))),
    );
    return wheelSegmentsView({ wheel, currency, lang, titles });
  }

  /** One spin: refused while excluded (444) or with no spins left today. */
  async spin(playerId: number, slug: string | undefined, lang: Language): Promise<WheelSpinResult> {
    const at = this.#clock.now();
    const spun = await this.#db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const wheel = await this.#wheel(tx, slug);
      await this.#protection.assertNotExcluded(playerId, tx);
      const player = await this.#players.findById(playerId, tx);
      if (!player) throw chanceErrors.wheelNotFound();
      const currency = player.currency as Currency;
      const period = wheelPeriodOf(at);
      const row = await this.#repository.lockPlayer(
        tx,
        { wheelSlug: wheel.slug, playerId, period },
        freeSpinsOf(wheel),
      );
      if (spinsLeft(wheel, row) === 0) throw chanceErrors.noSpins(this.#refusal(wheel, row.spinsMade));
      const spinsMade = row.spinsMade + 1;
      const draw = await this.#draws.draw(tx, {
        feature: WHEEL_FEATURE,
        sourceRef: `${wheel.slug}:${playerId}:${period}:${spinsMade}`,
        playerId,
        oddsTable: { slug: wheel.slug, segments: wheel.segments, updatedAt: wheel.updatedAt.toISOString() },
        outcome: (seeds) => fairWheelSpin(seeds, wheelWeights(wheel)),
      });
      const { segment } = draw.outcome;
      const prize = segmentPrize(wheel, segment, currency);
      const grant =
        prize.type === 'none'
          ? null
          : await this.#rewards.grant(tx, {
              source: WHEEL_FEATURE,
              sourceRef: draw.row.sourceRef,
              sourceTitle: wheel.title,
              playerId,
              prize,
            });
      const spin = await this.#repository.addSpin(tx, {
        wheelSlug: wheel.slug,
        playerId,
        drawId: draw.row.id,
        segment,
        prize,
        bonusOfferId: grant?.bonusOfferId ?? null,
        createdAt: at,
      });
      const saved = await this.#repository.savePlayer(tx, row.id, { spinsMade });
      const info = wheelInfoView({ wheel, row: saved, signedIn: true, currency, lang, at });
      return { segment, spin: grant ? spin : null, info, draw: draw.view };
    });
    // Named after the commit: a bonus's title is read outside the spin's transaction and its locks.
    const { spin, ...result } = spun;
    const prize = spin ? wheelPrizeView(spin, await this.#rewards.titleOf(spin.prize), lang) : null;
    return { ...result, prize };
  }

  async prizes(playerId: number, lang: Language): Promise<WheelPrize[]> {
    const spins = await this.#repository.prizes(playerId, PRIZE_LIST_LIMIT);
    return Promise.all(
      spins.map(async (spin) => wheelPrizeView(spin, await this.#rewards.titleOf(spin.prize), lang)),
    );
  }

  async prize(playerId: number, id: number, lang: Language): Promise<WheelPrize> {
    const spin = await this.#repository.spinOf(playerId, id);
    if (!spin || spin.prize.type === 'none') throw chanceErrors.wheelPrizeNotFound();
    return wheelPrizeView(spin, await this.#rewards.titleOf(spin.prize), lang);
  }

  async #wheel(tx: Db, slug: string | undefined): Promise<WheelRow> {
    const wheel = await this.#repository.wheel(tx, slug);
    if (!wheel) throw chanceErrors.wheelNotFound();
    return wheel;
  }

  #refusal(wheel: WheelRow, spinsMade: number): string {
    if (spinsMade >= wheel.maxSpins) return 'All of today’s spins are made: the next open tomorrow';
    if (wheel.depositsForSpin > 0) return 'No spins left today: a deposit earns the next one';
    return 'No spins left today: the next free spin opens tomorrow';
  }
}
