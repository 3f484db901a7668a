import type { Bonus, Language } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-data';
import { callBonusEndpoint } from '../../../lib/bonus-endpoints';

/**
 * `GET /rest/promo-codes/validate/{code}/`: the bonus a promo code gives, with its terms, without taking it; its
 * texts in `lang` (the page's).
 */
export async function validatePromoCode(code: string, lang: Language): Promise<Bonus> {
  return (await callBonusEndpoint('validatePromoCode', { params: { code }, query: { lang } })).data;
}

/** A check, not a read of shared state: nothing is cached, and each submit asks again. */
export function useValidatePromoCode() {
  const lang = useLanguage();
  return useMutation({ mutationFn: (code: string) => validatePromoCode(code, lang) });
}
