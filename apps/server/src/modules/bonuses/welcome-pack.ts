import type { Bonus, Language, WelcomePackage, WelcomeStep } from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { BonusPlayer, BonusPlayers } from './bonus-players.ts';
import { isAvailable } from './bonus-terms.ts';
import { offerView } from './bonus-view.ts';
import type { BonusesRepository } from './bonuses.repository.ts';
import type { FreeSpinViews } from './free-spin-views.ts';

interface Deps {
  db: Db;
  clock: Clock;
  repository: BonusesRepository;
  players: BonusPlayers;
  /** A free-spin step's spins, which its view carries. */
  spinViews: Pick<FreeSpinViews, 'withSpins'>;
}

/** The most a step can give in money: a deposit bonus's cap, or a fixed amount. */
function moneyOf(bonus: Bonus): number {
  return bonus.terms.maxAmount ?? bonus.terms.fixedAmount ?? 0;
}

/**
 * The welcome chain (spec: registration welcome pack, `welcomePackage (fsAmount, moneyAmount)`, WelcomeQuestModal):
 * the templates an operator marks as its steps (`welcome_step`), in order, each done once the player was granted
 * its bonus. The player's `welcomePackage` is what the steps not done yet still give.
 */
export class WelcomePack {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /** `GET /rest/bonuses/welcome-pack/`: the chain's steps offered to the player, in order. */
  async steps(playerId: number, lang?: Language): Promise<WelcomeStep[]> {
    return this.#stepsOf(await this.#deps.players.caller(playerId, lang));
  }

  /**
   * The player's state's `welcomePackage`: the free spins and the most money the steps not done yet give, in the
   * player's currency; null when none is left (or while the player is self-excluded: offered nothing).
   */
  async package(playerId: number): Promise<WelcomePackage | null> {
    const { players } = this.#deps;
    const player = await players.find(playerId);
    if (!player || (await players.isExcluded(playerId))) return null;
    const left = (await this.#stepsOf(player)).filter((step) => !step.done);
    if (left.length === 0) return null;
    return {
      fsAmount: left.reduce((sum, { bonus }) => sum + (bonus.freeSpins?.rounds ?? 0), 0),
      moneyAmount: left.reduce((sum, { bonus }) => sum + (bonus.freeSpins ? 0 : moneyOf(bonus)), 0),
      currency: player.currency,
    };
  }

  async #stepsOf(player: BonusPlayer): Promise<WelcomeStep[]> {
    const { db, clock, repository } = this.#deps;
    const now = clock.now();
    const templates = (await repository.welcomeTemplates(db)).filter((template) =>
      isAvailable(template, player, now),
    );
    const done = await repository.grantedTemplateIds(
      db,
      player.id,
      templates.map((template) => template.id),
    );
    const views = await this.#deps.spinViews.withSpins(
      db,
      templates.map((template) => offerView(template, player.currency, player.lang)),
      new Map(templates.map((template) => [template.id, template])),
      player.lang,
    );
    const steps = new Map(templates.map((template) => [template.id, template.welcomeStep ?? 0]));
    return views.map((bonus) => ({ step: steps.get(bonus.id) ?? 0, bonus, done: done.has(bonus.id) }));
  }
}
