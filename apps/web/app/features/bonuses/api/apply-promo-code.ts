import type { Bonus } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { callBonusEndpoint } from '../../../lib/bonus-endpoints';
import { useBonusesMoved } from './bonuses-moved';

/** `GET /rest/promo-codes/apply/{code}/`: takes the bonus the promo code gives. */
export async function applyPromoCode(code: string): Promise<Bonus> {
  return (await callBonusEndpoint('applyPromoCode', { params: { code } })).data;
}

export function useApplyPromoCode() {
  const bonusesMoved = useBonusesMoved();
  return useMutation({ mutationFn: applyPromoCode, onSuccess: bonusesMoved });
}
