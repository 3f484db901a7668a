import type { InsuranceInfo, InsuranceTerms, Language, PushMessageOf } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from './app-data';
import { BONUS_QUERY_KEY } from './bonus-query-keys';
import { lazyEndpoints } from './endpoint-client';
import type { ModalParams } from './modals/modal-registry';

/**
 * Calls of the deposit insurance endpoint table, shared by the bonuses page, the RiskBonusPopup and the cash desk's
 * no-risk deposit line. The table loads with the first call, as the other modal-opened tables do (decision 025).
 */
export const callInsuranceEndpoint = lazyEndpoints(() =>
  import('@casino/contracts/endpoints/insurance').then((table) => table.INSURANCE_ENDPOINTS),
);

/** Under the bonuses' key: whatever reads the bonuses again (a bonus push, a bonus taken) reads insurance too. */
export function insuranceInfoKey(lang: Language) {
  return [...BONUS_QUERY_KEY, 'insurance', lang] as const;
}

export function insuranceInfoQuery(lang: Language) {
  return queryOptions({
    queryKey: insuranceInfoKey(lang),
    queryFn: async () => (await callInsuranceEndpoint('info', { query: { lang } })).data,
    staleTime: 30_000,
    // A refusal is the answer "no programme for you": asking again would not change it.
    retry: false,
  });
}

/** `GET /rest/insurance/info/`; a failure (no programme, a time-out, no answer) leaves `data` undefined. */
export function useInsuranceInfo(enabled = true) {
  const lang = useLanguage();
  return useQuery({ ...insuranceInfoQuery(lang), enabled });
}

/**
 * The terms the player's next deposit is insured on, for the cash desk's no-risk deposit line: only while an
 * insurance waits for its deposit (`active`). A failed info request gives none (spec section 8: it turns the
 * no-risk deposit display off).
 */
export function pendingDepositInsurance(
  info: InsuranceInfo | undefined,
  failed: boolean,
): InsuranceTerms | null {
  if (failed || !info || info.status !== 'active') return null;
  return info.data.insurance?.terms ?? null;
}

type InsuranceOutcomeMessage = Extract<PushMessageOf<'bonus'>, { action: 'restore' | 'insurance-reject' }>;

/** Whether a `bonus` message is a deposit insurance's outcome. */
export function isInsuranceOutcome(message: PushMessageOf<'bonus'>): message is InsuranceOutcomeMessage {
  return message.action === 'restore' || message.action === 'insurance-reject';
}

/** The RiskBonusPopup's parameters for an outcome: which insurance, what came back or why it was rejected. */
export function insuranceOutcomeParams(message: InsuranceOutcomeMessage): ModalParams {
  const { insuranceId, amount, currency, reason } = message.data;
  return {
    outcome: message.action,
    insuranceId: String(insuranceId),
    amount: String(amount),
    currency,
    ...(reason ? { reason } : {}),
  };
}
