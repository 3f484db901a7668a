import { type Bonus, domainEvent, type Language, type LastDaily } from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { appendOutboxEvents } from '../../platform/events/append-outbox-events.ts';
import type { Task } from '../../platform/jobs/jobs.ts';
import { addDays, localDate, startOfDay } from '../../platform/local-days.ts';
import type { WalletService } from '../wallet/index.ts';
import { bonusDraft } from './bonus-draft.ts';
import type { BonusLifecycle } from './bonus-lifecycle.ts';
import type { BonusPlayer, BonusPlayers } from './bonus-players.ts';
import { isAvailable } from './bonus-terms.ts';
import { offerView, takenView } from './bonus-view.ts';
import { bonusErrors } from './bonuses.errors.ts';
import type { BonusesRepository, BonusTemplateRow } from './bonuses.repository.ts';
import type { DailyBonusDue } from './daily-bonus-available.ts';

interface Deps {
  db: Db;
  clock: Clock;
  repository: BonusesRepository;
  lifecycle: BonusLifecycle;
  players: BonusPlayers;
  wallet: Pick<WalletService, 'balance'>;
  /** The job that announces the next day's bonus when it begins. */
  nextDay: Pick<Task<DailyBonusDue>, 'send'>;
}

/** Today's daily bonus for a player: the template, the local day (the take's name) and when the next day begins. */
interface DailyChance {
  template: BonusTemplateRow & { timeZone: string };
  day: string;
  nextDayAt: Date;
}

/**
 * The daily bonus (spec: `last-daily`, DailyBonusModal, push `dailyBonus`): a template of kind `daily` gives its
 * fixed amount once per calendar day in the template's time zone. A day's take is named by the local date, so
 * a second take that day, even of another daily template, is refused with when the next may be taken; two takes
 * at once wait on the player's bonus lock and the second finds the first.
 */
export class DailyBonus {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /** `GET /rest/bonuses/last-daily/`: the daily bonus on offer, the player's last take, and when the next is. */
  async lastDaily(playerId: number, lang?: Language): Promise<LastDaily> {
    const { db, repository } = this.#deps;
    const player = await this.#deps.players.caller(playerId, lang);
    const chance = await this.#chance(player);
    const last = await repository.lastFromSource(db, player.id, 'daily');
    const takenToday = chance !== null && last?.sourceRef === chance.day;
    return {
      bonus: chance ? offerView(chance.template, player.currency, player.lang) : null,
      lastTakenAt: last?.createdAt.toISOString() ?? null,
      nextAvailableAt: takenToday ? chance.nextDayAt.toISOString() : null,
    };
  }

  /** `POST /rest/bonuses/daily/apply/`: takes today's daily bonus. */
  async apply(playerId: number, lang?: Language): Promise<Bonus> {
    const player = await this.#deps.players.caller(playerId, lang);
    const chance = await this.#chance(player);
    if (!chance) throw bonusErrors.notAvailable();
    const { db, repository, lifecycle, clock } = this.#deps;
    return db.transaction(async (tx) => {
      await repository.lockPlayer(tx, player.id);
      const take = { source: 'daily' as const, sourceRef: chance.day };
      if (await repository.takenFor(tx, player.id, take)) throw bonusErrors.dailyTaken(chance.nextDayAt);
      const taken = await lifecycle.grant(
        tx,
        chance.template,
        bonusDraft(player, chance.template, take, clock),
      );
      if (!taken) throw bonusErrors.dailyTaken(chance.nextDayAt);
      await appendOutboxEvents(tx, [
        domainEvent('DailyBonusTaken', player.id, {
          playerBonusId: taken.bonus.id,
          bonusId: chance.template.id,
          nextAvailableAt: chance.nextDayAt.toISOString(),
        }),
      ]);
      await this.#deps.nextDay.send(
        { playerId: player.id, bonusId: chance.template.id },
        { tx, startAfter: chance.nextDayAt, singletonKey: `${player.id}:${chance.day}` },
      );
      const { bonus } = await this.#deps.wallet.balance(player.id, player.currency, tx);
      return takenView(taken, player.lang, bonus);
    });
  }

  /** The daily bonus offered to the player now (the highest priority one), with today's local day; or null. */
  async #chance(player: BonusPlayer): Promise<DailyChance | null> {
    const { db, clock, repository } = this.#deps;
    const now = clock.now();
    const template = (await repository.templatesOfKind(db, 'daily')).find((candidate) =>
      isAvailable(candidate, player, now),
    );
    if (!template?.timeZone) return null;
    const day = localDate(now, template.timeZone);
    return {
      template: { ...template, timeZone: template.timeZone },
      day,
      nextDayAt: startOfDay(addDays(day, 1), template.timeZone),
    };
  }
}
