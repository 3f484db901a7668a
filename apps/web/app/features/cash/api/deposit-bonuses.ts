import type { Bonus, CalculationFields } from '@casino/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callBonusEndpoint } from '../../../lib/bonus-endpoints';
import { depositBonusesKey } from '../../../lib/bonus-query-keys';

/** A deposit bonus the amount qualifies for, with what it would bring (the spec's calculation fields). */
export interface DepositBonusOption {
  bonus: Bonus;
  calculationFields: CalculationFields;
}

/** `GET /rest/cash/bonus-amounts/?amount=`: the deposit bonuses a deposit of `amount` (minor units) qualifies for. */
export async function fetchDepositBonuses(amount: number): Promise<DepositBonusOption[]> {
  return (await callBonusEndpoint('depositBonusAmounts', { query: { amount } })).data.bonuses;
}

export function depositBonusesQuery(amount: number) {
  return queryOptions({
    queryKey: depositBonusesKey(amount),
    queryFn: () => fetchDepositBonuses(amount),
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
  return useQuery({
    ...depositBonusesQuery(amount ?? 0),
    enabled: amount !== null,
    placeholderData: keepPreviousData,
  });
}
