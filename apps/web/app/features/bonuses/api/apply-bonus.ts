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

/**
 * `POST /rest/referrals/choose-bonus/`: a player who came with a friend's referral code takes one of the friend's
 * gifts; the others stop being offered.
 */
export async function chooseReferralGift(bonusId: number, lang: Language): Promise<Bonus> {
  return (await callBonusEndpoint('chooseReferralGift', { body: { bonusId }, query: { lang } })).data;
}

/** A friend's gift is drawn as one (`params.cardType`) and taken by choosing it among the others. */
export function isReferralGift(bonus: Bonus): boolean {
  return bonus.params.cardType === 'referral';
}

export function useApplyBonus() {
  const lang = useLanguage();
  const bonusesMoved = useBonusesMoved();
  return useMutation({
    mutationFn: (bonus: Bonus) =>
      isReferralGift(bonus) ? chooseReferralGift(bonus.id, lang) : applyBonus(bonus.id, lang),
    onSuccess: bonusesMoved,
  });
}
