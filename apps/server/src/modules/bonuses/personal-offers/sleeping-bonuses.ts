import type { Bonus, Language } from '@casino/contracts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { Cash } from '../../cash/index.ts';
import type { WalletService } from '../../wallet/index.ts';
import { assertDepositUnplayed, assertMayActivate } from '../activation-rules.ts';
import type { BonusLifecycle } from '../bonus-lifecycle.ts';
import type { BonusPlayers } from '../bonus-players.ts';
import { takenView } from '../bonus-view.ts';
import { bonusErrors } from '../bonuses.errors.ts';
import type { BonusesRepository } from '../bonuses.repository.ts';
import { bonusOfferErrors } from './bonus-offers.errors.ts';

interface Deps {
  db: Db;
  clock: Clock;
  repository: BonusesRepository;
  lifecycle: BonusLifecycle;
  players: BonusPlayers;
  wallet: Pick<WalletService, 'balance'>;
  /** When the player's last deposit was credited: a bonus may ask for a recent one. */
  deposits: Pick<Cash, 'lastDepositAt'>;
}

/**
 * Activating a sleeping bonus (spec: `POST /rest/bonuses/apply/`, BonusActivateModal): its money is granted with the
 * terms it was accepted with, active at once or queued (`waiting`) behind the active bonus. Checked again for the
 * moment of activation: the balance limit and the recent deposit its template asks (the spec's apply refusals).
 */
export class SleepingBonuses {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /**
   * Activates the player's sleeping bonus (its player bonus id; another player's is 404), under the player's bonus
   * lock: of two activations at once one grants, the other finds it no longer sleeping.
   */
  async apply(playerId: number, playerBonusId: number, lang?: Language): Promise<Bonus> {
    const { db, clock, repository, lifecycle, wallet } = this.#deps;
    const player = await this.#deps.players.caller(playerId, lang);
    return db.transaction(async (tx) => {
      await repository.lockPlayer(tx, playerId);
      const taken = await repository.ownBonus(tx, playerId, playerBonusId);
      if (!taken) throw bonusErrors.notFound();
      const { bonus, template } = taken;
      if (bonus.status !== 'sleeping') throw bonusOfferErrors.notSleeping();
      // Past its end it is the expiry sweep's, within the minute.
      if (bonus.expiresAt !== null && bonus.expiresAt <= clock.now()) throw bonusOfferErrors.expired();
      await assertMayActivate(this.#deps, tx, player, template);
      await assertDepositUnplayed(wallet, tx, bonus);
      const { id: _id, status: _status, activatedAt: _activatedAt, expiresAt: _expiresAt, ...draft } = bonus;
      // Activated, it is no longer the offer's to expire: queued, it waits without an end, as every queued bonus.
      const awake = await repository.updateBonus(tx, bonus.id, { expiresAt: null });
      const granted = await lifecycle.grant(tx, template, draft, awake);
      if (!granted) throw bonusOfferErrors.notSleeping();
      return takenView(granted, player.lang, (await wallet.balance(playerId, bonus.currency, tx)).bonus);
    });
  }
}
