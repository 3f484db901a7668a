import type { Bonus } from '@casino/contracts';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { openModal } from '../../lib/modals/modal-store';
import { toast } from '../../lib/toasts/toast-store';
import { useApplyBonus } from './api/apply-bonus';
import { takenMessageKey } from './taken-message';
import { useBonusRefusal } from './use-bonus-refusal';

/** Takes an offer: says what taking it did, or why it was refused (a modal, or a message for the card). */
export function useTakeBonus() {
  const { t } = useTranslation();
  const apply = useApplyBonus();
  const refuse = useBonusRefusal();
  const [error, setError] = useState<string | null>(null);

  const take = (bonus: Bonus) => {
    setError(null);
    apply.mutate(bonus, {
      onSuccess: (taken) => {
        toast({ title: t(takenMessageKey(taken), { title: taken.title }), tone: 'success' });
        // Spins given now are offered at once, with the way into their game.
        if (taken.freeSpins?.status === 'active') openModal('FreeSpinsApplied');
      },
      onError: (failure) => setError(refuse(failure)),
    });
  };

  return { take, pending: apply.isPending, error };
}
