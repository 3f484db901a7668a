import type { Bonus, CalculationFields, Language } from '@casino/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-data';
import { callBonusEndpoint } from '../../../lib/bonus-endpoints';
import { depositBonusesKey } from '../../../lib/bonus-query-keys';

/** A deposit bonus the amount qualifies for, with what it would bring (the spec's calculation fields). */
export interface DepositBonusOption {
  bonus: Bonus;
  calculationFields: CalculationFields;
}

/**
 * `GET /rest/cash/bonus-amounts/?amount=&lang=`: the deposit bonuses a deposit of `amount` (minor units) qualifies
 * for, their texts in `lang` (the page's).
 */
export async function fetchDepositBonuses(amount: number, lang: Language): Promise<DepositBonusOption[]> {
  return (await callBonusEndpoint('depositBonusAmounts', { query: { amount, lang } })).data.bonuses;
}

export function depositBonusesQuery(amount: number, lang: Language) {
  return queryOptions({
    queryKey: depositBonusesKey(amount, lang),
    queryFn: () => fetchDepositBonuses(amount, lang),
    staleTime: 30_000,
    // The deposit goes on without a bonus choice rather than wait for one.
    retry: 1,
  });
}

/**
 * The bonuses for the amount typed (null: no valid amount yet, nothing asked). While a new amount's answer comes,
 * the last one stays on screen, marked as placeholder data.
 */
export function useDepositBonuses(amount: number | null) {
  const lang = useLanguage();
  return useQuery({
    ...depositBonusesQuery(amount ?? 0, lang),
    enabled: amount !== null,
    placeholderData: keepPreviousData,
  });
}
