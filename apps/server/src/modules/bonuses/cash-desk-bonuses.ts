import type { Bonus, CalculationFields, Language } from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Cash } from '../cash/index.ts';
import type { BonusPlayer, BonusPlayers } from './bonus-players.ts';
import { calculationFields, depositMismatch, isAvailable } from './bonus-terms.ts';
import { offerView, takenView } from './bonus-view.ts';
import { bonusErrors } from './bonuses.errors.ts';
import type { BonusesRepository, BonusTemplateRow, TakenBonus } from './bonuses.repository.ts';
import { offersFor } from './offers-for.ts';

interface Deps {
  db: Db;
  clock: Clock;
  repository: BonusesRepository;
  players: BonusPlayers;
  deposits: Pick<Cash, 'depositsCreditedBefore'>;
}

/** A deposit bonus the player could take with their next deposit: their chosen one, or one on offer. */
interface Candidate {
  template: BonusTemplateRow;
  chosen: TakenBonus | undefined;
}

/**
 * The cash desk's bonus choice (spec section 7, get bonus amount): which deposit bonuses a deposit of an amount
 * would earn, and what each would bring. The player's own chosen bonuses (`init`, a promo code's among them) and
 * the deposit bonuses on offer to them (not hidden, not taken) count; the deposit is their next one.
 */
export class CashDeskBonuses {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /**
   * `GET /rest/cash/bonus-amounts/?amount=`: every casino deposit bonus the amount qualifies for (the deposit's
   * `bonus_id`); with `sport`, the sport ones (its `sport_betting_bonus_id`: the welcome sport bonuses).
   */
  async amounts(playerId: number, amount: number, lang?: Language, category: 'casino' | 'sport' = 'casino') {
    const player = await this.#deps.players.caller(playerId, lang);
    const [candidates, creditedBefore] = await this.#candidates(player);
    return candidates
      .filter(({ template }) => (template.category === 'sport') === (category === 'sport'))
      .filter(({ template }) => depositMismatch(template, player.currency, amount, creditedBefore) === null)
      .map((candidate) => ({
        bonus: this.#view(player, candidate),
        calculationFields: calculationFields(candidate.template, player.currency, amount),
      }));
  }

  /** `GET /rest/cash/bonus-amount/:id/?amount=`: what the amount would bring with one bonus (its template id). */
  async amount(playerId: number, bonusId: number, amount: number): Promise<CalculationFields> {
    const player = await this.#deps.players.caller(playerId);
    const [candidates, creditedBefore] = await this.#candidates(player);
    const candidate = candidates.find(({ template }) => template.id === bonusId);
    if (!candidate) throw bonusErrors.notFound();
    if (depositMismatch(candidate.template, player.currency, amount, creditedBefore) !== null) {
      throw bonusErrors.notAvailable();
    }
    return calculationFields(candidate.template, player.currency, amount);
  }

  async #candidates(player: BonusPlayer): Promise<[Candidate[], number]> {
    const { db, clock, repository } = this.#deps;
    const now = clock.now();
    const [live, offers, creditedBefore] = await Promise.all([
      repository.liveBonuses(db, player.id),
      offersFor(db, this.#deps, player, now),
      this.#deps.deposits.depositsCreditedBefore(db, player.id, null),
    ]);
    const chosen: Candidate[] = live
      .filter(({ bonus, template }) => bonus.status === 'init' && isAvailable(template, player, now))
      .map((taken) => ({ template: taken.template, chosen: taken }));
    const offered: Candidate[] = offers
      .filter((template) => template.kind === 'deposit')
      .map((template) => ({ template, chosen: undefined }));
    return [[...chosen, ...offered], creditedBefore];
  }

  #view(player: BonusPlayer, { template, chosen }: Candidate): Bonus {
    return chosen ? takenView(chosen, player.lang, null) : offerView(template, player.currency, player.lang);
  }
}
