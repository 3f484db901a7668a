import type { Bonus, Language } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-data';
import { callBonusEndpoint } from '../../../lib/bonus-endpoints';
import { useBonusesMoved } from './bonuses-moved';

/** `GET /rest/promo-codes/apply/{code}/`: takes the bonus the promo code gives, answered in `lang` (the page's). */
export async function applyPromoCode(code: string, lang: Language): Promise<Bonus> {
  return (await callBonusEndpoint('applyPromoCode', { params: { code }, query: { lang } })).data;
}

export function useApplyPromoCode() {
  const lang = useLanguage();
  const bonusesMoved = useBonusesMoved();
  return useMutation({
    mutationFn: (code: string) => applyPromoCode(code, lang),
    onSuccess: bonusesMoved,
  });
}
