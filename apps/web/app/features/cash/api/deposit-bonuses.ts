import type { Bonus, CalculationFields, Language } from '@casino/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-data';
import { callBonusEndpoint } from '../../../lib/bonus-endpoints';
import { BONUS_QUERY_KEY, depositBonusesKey } from '../../../lib/bonus-query-keys';

/** A deposit bonus the amount qualifies for, with what it would bring (the spec's calculation fields). */
export interface DepositBonusOption {
  bonus: Bonus;
  calculationFields: CalculationFields;
}

/**
 * Which list a deposit bonus comes from, and so which field the deposit sends it in (decision 033): a casino bonus
 * (`bonus_id`) or a sport one, a free bet worth a share of the deposit (`sport_betting_bonus_id`).
 */
export type DepositBonusSource = 'casino' | 'sport';

/** Both lists answer alike ({bonuses: [{bonus, calculationFields}]}), so one reader serves both. */
const ENDPOINT = {
  casino: 'depositBonusAmounts',
  sport: 'welcomeSportBonuses',
} as const satisfies Record<DepositBonusSource, string>;

/**
 * The sport list's cache key: under the bonuses' key like the casino one, so a bonus moved by push reads it again.
 * Kept here rather than in the shared keys since only the cash desk reads it.
 */
function sportDepositBonusesKey(amount: number, lang: Language) {
  return [...BONUS_QUERY_KEY, 'deposit-sport', amount, lang] as const;
}

function queryKeyOf(source: DepositBonusSource, amount: number, lang: Language) {
  return source === 'casino' ? depositBonusesKey(amount, lang) : sportDepositBonusesKey(amount, lang);
}

/**
 * The deposit bonuses of one list a deposit of `amount` (minor units) qualifies for, their texts in `lang` (the
 * page's): `GET /rest/cash/bonus-amounts/` for casino bonuses, `GET /rest/bonuses/welcome-sport/` for sport ones.
 */
export async function fetchDepositBonuses(
  source: DepositBonusSource,
  amount: number,
  lang: Language,
): Promise<DepositBonusOption[]> {
  return (await callBonusEndpoint(ENDPOINT[source], { query: { amount, lang } })).data.bonuses;
}

export function depositBonusesQuery(source: DepositBonusSource, amount: number, lang: Language) {
  return queryOptions({
    queryKey: queryKeyOf(source, amount, lang),
    queryFn: () => fetchDepositBonuses(source, amount, lang),
    staleTime: 30_000,
    // The deposit goes on without a bonus choice rather than wait for one.
    retry: 1,
  });
}

/**
 * One list's bonuses for the amount typed (null: no valid amount yet, nothing asked). While a new amount's answer
 * comes, the last one stays on screen, marked as placeholder data.
 */
export function useDepositBonuses(source: DepositBonusSource, amount: number | null) {
  const lang = useLanguage();
  return useQuery({
    ...depositBonusesQuery(source, amount ?? 0, lang),
    enabled: amount !== null,
    placeholderData: keepPreviousData,
  });
}
