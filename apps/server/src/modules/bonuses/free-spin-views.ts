import type { Bonus, BonusList, Currency, FreeSpins, Language } from '@casino/contracts';
import type { Db } from '../../platform/db/database.ts';
import type { FreeRoundGrantRow, Games } from '../games/index.ts';
import { amountIn } from './bonus-terms.ts';
import type { BonusTemplateRow } from './bonuses.repository.ts';

type FreeRoundsReader = Pick<Games['freeRounds'], 'ofBonuses' | 'games'>;

/**
 * The spins of free-spin bonuses as the player sees them: an offer's from its template (every spin left, nothing
 * won), a taken bonus's from its grant once its spins are given.
 */
export class FreeSpinViews {
  readonly #freeRounds: FreeRoundsReader;

  constructor(freeRounds: FreeRoundsReader) {
    this.#freeRounds = freeRounds;
  }

  /** A grant as the player sees it, with its games' titles. */
  async ofGrant(grant: FreeRoundGrantRow, lang: Language): Promise<FreeSpins> {
    return {
      grantId: grant.id,
      status: grant.status,
      rounds: grant.roundsTotal,
      roundsLeft: grant.roundsLeft,
      stake: grant.stake,
      currency: grant.currency,
      games: await this.#freeRounds.games(grant.gameSlugs, grant.currency, lang),
      winnings: grant.winnings,
      expiresAt: grant.expiresAt.toISOString(),
    };
  }

  /** The views with the spins of those that are free-spin bonuses added (`templates`: theirs, by id). */
  async withSpins(
    executor: Db,
    views: Bonus[],
    templates: ReadonlyMap<number, BonusTemplateRow>,
    lang: Language,
  ): Promise<Bonus[]> {
    const spinning = views.filter((view) => view.type === 'free_spins');
    if (spinning.length === 0) return views;
    const taken = spinning.flatMap((view) => (view.playerBonusId === null ? [] : [view.playerBonusId]));
    const grants = await this.#freeRounds.ofBonuses(executor, taken);
    return Promise.all(
      views.map(async (view) => {
        if (view.type !== 'free_spins') return view;
        const grant = view.playerBonusId === null ? undefined : grants.get(view.playerBonusId);
        const freeSpins = grant
          ? await this.ofGrant(grant, lang)
          : await this.#ofTemplate(templates.get(view.id), view.currency, lang);
        return freeSpins ? { ...view, freeSpins } : view;
      }),
    );
  }

  /** The page's lists with their free-spin bonuses' spins. */
  async listWithSpins(
    executor: Db,
    list: BonusList,
    templates: ReadonlyMap<number, BonusTemplateRow>,
    lang: Language,
  ): Promise<BonusList> {
    const spins = (views: Bonus[]) => this.withSpins(executor, views, templates, lang);
    const [active, queued, available, history] = await Promise.all([
      list.active ? spins([list.active]) : Promise.resolve([]),
      spins(list.queued),
      spins(list.available),
      spins(list.history),
    ]);
    return { active: active[0] ?? null, queued, available, history };
  }

  /** The spins a template gives in a currency, before they are given. */
  async #ofTemplate(
    template: BonusTemplateRow | undefined,
    currency: Currency,
    lang: Language,
  ): Promise<FreeSpins | undefined> {
    const terms = template?.freeSpins;
    const stake = terms ? amountIn(terms.stake, currency) : null;
    if (!terms || stake === null) return undefined;
    return {
      grantId: null,
      status: null,
      rounds: terms.rounds,
      roundsLeft: terms.rounds,
      stake,
      currency,
      games: await this.#freeRounds.games(terms.gameSlugs, currency, lang),
      winnings: 0,
      expiresAt: null,
    };
  }
}
