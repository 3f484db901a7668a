import type { DepositBonusOption } from '../api/deposit-bonuses';

/** How long the amount must stay put before the cash desk asks which bonuses it qualifies for. */
export const BONUS_LOOKUP_DEBOUNCE_MS = 400;

/**
 * The bonus a deposit carries (`bonus_id`): the player's choice (`preferred`, null for no bonus) when the amount
 * qualifies for it. While the offers for the amount are not known yet (`offered` undefined) the choice stands as
 * made; once they are, a bonus the amount does not qualify for is not sent.
 */
export function chosenDepositBonus(
  preferred: number | null,
  offered: readonly DepositBonusOption[] | undefined,
): number | null {
  if (preferred === null || offered === undefined) return preferred;
  return offered.some((option) => option.bonus.id === preferred) ? preferred : null;
}
