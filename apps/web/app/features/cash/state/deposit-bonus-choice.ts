import type { DepositBonusOption, DepositBonusSource } from '../api/deposit-bonuses';

/** How long the amount must stay put before the cash desk asks which bonuses it qualifies for. */
export const BONUS_LOOKUP_DEBOUNCE_MS = 400;

/** The lists a deposit bonus may come from, in the order the cash desk shows them. */
export const DEPOSIT_BONUS_SOURCES = ['casino', 'sport'] as const satisfies readonly DepositBonusSource[];

/** A bonus a deposit carries: its template id and the list it came from, which names the field it is sent in. */
export interface ChosenDepositBonus {
  source: DepositBonusSource;
  id: number;
}

/**
 * The bonus the player wants (null: none). One value for both lists, so choosing a sport bonus drops a casino one
 * and the other way round: a deposit takes one bonus at most (decision 033). The address's bonus
 * (`/cash/bonus/{id}/`) names no list: `either` finds it in whichever offers it.
 */
export type PreferredDepositBonus = { source: DepositBonusSource | 'either'; id: number } | null;

/** Each list's offers for the amount typed; undefined while that list's answer for it is not known yet. */
export type DepositBonusOffers = Partial<Record<DepositBonusSource, readonly DepositBonusOption[]>>;

function offers(list: readonly DepositBonusOption[] | undefined, id: number): boolean {
  return list?.some((option) => option.bonus.id === id) ?? false;
}

/**
 * The bonus a deposit carries: the player's choice when the amount qualifies for it in its list. While a list's
 * offers for the amount are not known yet the choice stands as made; once they are, a bonus the amount does not
 * qualify for is not sent. A choice of either list goes with the list that offers it, else with one not known yet.
 */
export function chosenDepositBonus(
  preferred: PreferredDepositBonus,
  offered: DepositBonusOffers,
): ChosenDepositBonus | null {
  if (preferred === null) return null;
  const { id } = preferred;
  const sources = preferred.source === 'either' ? DEPOSIT_BONUS_SOURCES : [preferred.source];
  const source =
    sources.find((candidate) => offers(offered[candidate], id)) ??
    sources.find((candidate) => offered[candidate] === undefined);
  return source ? { source, id } : null;
}

/** Whether a tile shows as chosen: its bonus, from its list (the list decides the field the deposit sends). */
export function isChosen(chosen: ChosenDepositBonus | null, source: DepositBonusSource, id: number): boolean {
  return chosen?.source === source && chosen.id === id;
}
