import type { Bonus } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { callBonusEndpoint } from '../../../lib/bonus-endpoints';

/** `GET /rest/promo-codes/validate/{code}/`: the bonus a promo code gives, with its terms, without taking it. */
export async function validatePromoCode(code: string): Promise<Bonus> {
  return (await callBonusEndpoint('validatePromoCode', { params: { code } })).data;
}

/** A check, not a read of shared state: nothing is cached, and each submit asks again. */
export function useValidatePromoCode() {
  return useMutation({ mutationFn: validatePromoCode });
}
