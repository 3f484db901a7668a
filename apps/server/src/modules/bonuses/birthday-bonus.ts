import type { BirthdayBonusState, BirthdayOffer, Bonus, Language } from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { addDays, localDate, startOfDay } from '../../platform/local-days.ts';
import type { WalletService } from '../wallet/index.ts';
import { type Birthday, birthdayAround } from './birthday-dates.ts';
import { bonusDraft } from './bonus-draft.ts';
import type { BonusLifecycle } from './bonus-lifecycle.ts';
import type { BonusPlayer, BonusPlayers } from './bonus-players.ts';
import { amountIn, isAvailable } from './bonus-terms.ts';
import { offerView, takenView } from './bonus-view.ts';
import { bonusErrors } from './bonuses.errors.ts';
import type { BonusesRepository, BonusTemplateRow } from './bonuses.repository.ts';

interface Deps {
  db: Db;
  clock: Clock;
  repository: BonusesRepository;
  lifecycle: BonusLifecycle;
  players: BonusPlayers;
  wallet: Pick<WalletService, 'balance'>;
}

/** The birthday bonus a player may take now: its template, the birthday it is for, and the window's end. */
interface BirthdayChance {
  template: BonusTemplateRow;
  birthday: Birthday;
  availableUntil: Date;
}

/** Why a player has no birthday bonus now; `none` when no birthday bonus is offered to them at all. */
type NoChance = 'none' | 'unknown' | 'not_today';

/**
 * The birthday bonus (spec: `birthdayBonus` in the player's state, the birthday modal, birthday bonus apply and
 * cancel): a template of kind `birthday` gives its fixed amount once a year, on the player's birthday (their
 * profile's birth date) or within the template's window of days around it, counted in the template's time zone.
 * Declining it is for that year; taking and declining both happen under the player's bonus lock, so two at once
 * leave one outcome.
 */
export class BirthdayBonus {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /** The player's state's `birthdayBonus`: what they may take now, or null (also while self-excluded). */
  async state(playerId: number): Promise<BirthdayBonusState | null> {
    const { db, players } = this.#deps;
    const player = await players.find(playerId);
    if (!player || (await players.isExcluded(playerId))) return null;
    const chance = await this.#chance(player);
    if (typeof chance === 'string' || (await this.#settled(db, player, chance)) !== null) return null;
    return {
      bonusId: chance.template.id,
      amount: amountIn(chance.template.fixedAmount, player.currency) ?? 0,
      currency: player.currency,
      availableUntil: chance.availableUntil.toISOString(),
    };
  }

  /** `GET /rest/bonuses/birthday/`: the birthday bonus on offer with its terms, or null. */
  async offer(playerId: number, lang?: Language): Promise<BirthdayOffer | null> {
    const player = await this.#deps.players.caller(playerId, lang);
    const chance = await this.#chance(player);
    if (typeof chance === 'string' || (await this.#settled(this.#deps.db, player, chance)) !== null) {
      return null;
    }
    return {
      bonus: offerView(chance.template, player.currency, player.lang),
      availableUntil: chance.availableUntil.toISOString(),
    };
  }

  /** `POST /rest/bonuses/birthday/apply/`: takes this year's birthday bonus. */
  async apply(playerId: number, lang?: Language): Promise<Bonus> {
    const player = await this.#deps.players.caller(playerId, lang);
    const chance = this.#assertChance(await this.#chance(player));
    const { db, repository, lifecycle, clock } = this.#deps;
    return db.transaction(async (tx) => {
      await repository.lockPlayer(tx, player.id);
      await this.#assertOpen(tx, player, chance);
      const take = { source: 'birthday' as const, sourceRef: String(chance.birthday.year) };
      const taken = await lifecycle.grant(
        tx,
        chance.template,
        bonusDraft(player, chance.template, take, clock),
      );
      if (!taken) throw bonusErrors.alreadyTaken();
      const { bonus } = await this.#deps.wallet.balance(player.id, player.currency, tx);
      return takenView(taken, player.lang, bonus);
    });
  }

  /** `POST /rest/bonuses/birthday/cancel/`: declines this year's birthday bonus. */
  async cancel(playerId: number): Promise<void> {
    const player = await this.#deps.players.caller(playerId);
    const chance = this.#assertChance(await this.#chance(player));
    const { db, repository, clock } = this.#deps;
    await db.transaction(async (tx) => {
      await repository.lockPlayer(tx, player.id);
      await this.#assertOpen(tx, player, chance);
      await repository.decline(tx, {
        playerId: player.id,
        templateId: chance.template.id,
        period: String(chance.birthday.year),
        declinedAt: clock.now(),
      });
    });
  }

  /** The birthday bonus offered to the player and the birthday it is for now, or why there is none. */
  async #chance(player: BonusPlayer): Promise<BirthdayChance | NoChance> {
    const { db, clock, repository } = this.#deps;
    const now = clock.now();
    const template = (await repository.templatesOfKind(db, 'birthday')).find((candidate) =>
      isAvailable(candidate, player, now),
    );
    if (!template?.timeZone) return 'none';
    if (!player.birthDate) return 'unknown';
    const windowDays = template.birthdayWindowDays ?? 0;
    const birthday = birthdayAround(player.birthDate, localDate(now, template.timeZone), windowDays);
    if (!birthday) return 'not_today';
    const lastDay = addDays(birthday.date, windowDays);
    return { template, birthday, availableUntil: startOfDay(addDays(lastDay, 1), template.timeZone) };
  }

  #assertChance(chance: BirthdayChance | NoChance): BirthdayChance {
    if (chance === 'none') throw bonusErrors.notAvailable();
    if (chance === 'unknown') throw bonusErrors.birthdayUnknown();
    if (chance === 'not_today') throw bonusErrors.birthdayNotToday();
    return chance;
  }

  /** Whether this birthday's bonus was taken or declined already, or neither (null). */
  async #settled(
    executor: Db,
    player: BonusPlayer,
    chance: BirthdayChance,
  ): Promise<'taken' | 'declined' | null> {
    const year = String(chance.birthday.year);
    const { repository } = this.#deps;
    if (await repository.takenFor(executor, player.id, { source: 'birthday', sourceRef: year }))
      return 'taken';
    if (await repository.isDeclined(executor, player.id, chance.template.id, year)) return 'declined';
    return null;
  }

  /** Neither taken nor declined for this birthday: read under the player's bonus lock. */
  async #assertOpen(tx: Db, player: BonusPlayer, chance: BirthdayChance): Promise<void> {
    const settled = await this.#settled(tx, player, chance);
    if (settled === 'taken') throw bonusErrors.alreadyTaken();
    if (settled === 'declined') throw bonusErrors.birthdayDeclined();
  }
}
