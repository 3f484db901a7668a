import { useCallback } from 'react';
import { useAppData } from '../../lib/app-data';
import { useTranslation } from '../../lib/i18n';
import { openModal } from '../../lib/modals/modal-store';
import { bonusRefusal } from './bonus-refusal';

/**
 * Acts on a refused bonus call: opens the modal that explains it, or gives the message to show where the player
 * acted (null when a modal, or player protection, has it in hand).
 */
export function useBonusRefusal(): (error: unknown) => string | null {
  const { t } = useTranslation();
  const { player, project } = useAppData().appMain;
  const { features } = project.brand;
  const { currency } = player;
  return useCallback(
    (error: unknown) => {
      const refusal = bonusRefusal(error, { features, currency });
      if (refusal.kind === 'message') return t(refusal.key);
      if (refusal.kind === 'modal') openModal(refusal.name, refusal.params);
      return null;
    },
    [t, features, currency],
  );
}
