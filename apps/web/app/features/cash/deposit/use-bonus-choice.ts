import { useAppData } from '../../../lib/app-data';
import { useDebounced } from '../../../lib/use-debounced';
import { type DepositBonusOption, type DepositBonusSource, useDepositBonuses } from '../api/deposit-bonuses';
import {
  BONUS_LOOKUP_DEBOUNCE_MS,
  type ChosenDepositBonus,
  chosenDepositBonus,
  type PreferredDepositBonus,
} from '../state/deposit-bonus-choice';

/** One list's offers as the form shows them. */
export interface BonusOffers {
  options: readonly DepositBonusOption[];
  /** The offers are an earlier amount's while the typed one's are read. */
  stale: boolean;
}

/**
 * One list's offers for the amount asked (`asked`, the typed amount once it stayed put; null: none asked) and
 * whether they are the typed amount's own (`current`): only those may drop a choice the amount does not qualify for.
 */
function useBonusOffers(source: DepositBonusSource, amount: number | null, asked: number | null) {
  const bonuses = useDepositBonuses(source, asked);
  const current = asked === amount && amount !== null && bonuses.isSuccess && !bonuses.isPlaceholderData;
  return {
    options: bonuses.data ?? [],
    current: current ? bonuses.data : undefined,
    stale: !current && bonuses.data !== undefined,
  };
}

/**
 * The bonus choice for the amount typed (null: none valid yet): the casino and the sport offers, asked for once the
 * amount stays put, and the one bonus the deposit would carry. An earlier amount's offers stay on screen, marked
 * stale, while the typed one's are read.
 */
export function useBonusChoice(
  amount: number | null,
  preferred: PreferredDepositBonus,
): { casino: BonusOffers; sport: BonusOffers; chosen: ChosenDepositBonus | null } {
  const asked = useDebounced(amount, BONUS_LOOKUP_DEBOUNCE_MS);
  // A player in a time-out or self-exclusion is offered no bonus (the cash desk shows them the Ludoman modal):
  // asking would only be refused.
  const excluded = useAppData().appMain.player.ludomanRequestStatus === 'active';
  const lookup = excluded ? null : asked;
  const casino = useBonusOffers('casino', amount, lookup);
  const sport = useBonusOffers('sport', amount, lookup);
  return {
    casino,
    sport,
    chosen: chosenDepositBonus(preferred, { casino: casino.current, sport: sport.current }),
  };
}
