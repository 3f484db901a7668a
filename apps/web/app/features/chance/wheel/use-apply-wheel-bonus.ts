import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callBonusEndpoint } from '../../../lib/bonus-endpoints';
import { callBonusOfferEndpoint } from '../../../lib/bonus-offer-endpoints';
import { BONUS_QUERY_KEY } from '../../../lib/bonus-query-keys';
import { useTranslation } from '../../../lib/i18n';
import { closeModal, openModal } from '../../../lib/modals/modal-store';
import { toast } from '../../../lib/toasts/toast-store';
import { bonusApplyStep } from './wheel-rules';

export type ApplyState = 'idle' | 'applying' | 'failed';

/**
 * Applies a wheel's bonus prize (spec section 5): its personal offer is accepted (a sleeping bonus of the player's),
 * then, while another bonus is active, the application is blocked and BonusActivateModal shows instead (the bonus
 * would wait in the queue); otherwise it is activated at once. A refusal leaves the way to the bonuses page.
 */
export function useApplyWheelBonus() {
  const { t, lang } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ApplyState>('idle');

  const apply = async (offerId: number) => {
    setState('applying');
    try {
      const sleeping = (await callBonusOfferEndpoint('assign', { params: { id: offerId }, query: { lang } }))
        .data;
      const { active } = (await callBonusEndpoint('list', { query: { tab: 'casino', lang } })).data;
      const bonusId = sleeping.playerBonusId;
      if (bonusId === null) throw new Error(`offer ${offerId} accepted without a bonus of the player's`);
      if (bonusApplyStep(active !== null) === 'activation-modal') {
        openModal('BonusActivateModal', { bonusId: String(bonusId) });
        return;
      }
      const applied = (await callBonusOfferEndpoint('applySleeping', { body: { bonusId }, query: { lang } }))
        .data;
      closeModal();
      toast({ title: t('chance.wheel.confirmation.applied', { title: applied.title }), tone: 'success' });
    } catch {
      setState('failed');
    } finally {
      void queryClient.invalidateQueries({ queryKey: BONUS_QUERY_KEY });
    }
  };

  return { state, apply: (offerId: number) => void apply(offerId) };
}
