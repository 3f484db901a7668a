import type { Bonus, Language } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-data';
import { callBonusEndpoint } from '../../../lib/bonus-endpoints';
import { useBonusesMoved } from './bonuses-moved';

/**
 * `GET /rest/bonus/{id}/apply/`: takes an offer. A no-deposit bonus is granted (or queued behind the active one); a
 * deposit bonus is chosen for the next deposit (`init`). Refusals carry what their modal needs (spec section 7).
 * The bonus answered has its texts in `lang`, the page's.
 */
export async function applyBonus(bonusId: number, lang: Language): Promise<Bonus> {
  return (await callBonusEndpoint('apply', { params: { id: bonusId }, query: { lang } })).data;
}

export function useApplyBonus() {
  const lang = useLanguage();
  const bonusesMoved = useBonusesMoved();
  return useMutation({
    mutationFn: (bonusId: number) => applyBonus(bonusId, lang),
    onSuccess: bonusesMoved,
  });
}
