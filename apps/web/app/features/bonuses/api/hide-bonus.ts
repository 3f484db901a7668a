import { useMutation } from '@tanstack/react-query';
import { callBonusEndpoint } from '../../../lib/bonus-endpoints';
import { useBonusesMoved } from './bonuses-moved';

/** `POST /rest/bonus/{id}/hide/`: the offer is not made to the player again. */
export async function hideBonus(bonusId: number): Promise<void> {
  await callBonusEndpoint('hide', { params: { id: bonusId } });
}

export function useHideBonus() {
  const bonusesMoved = useBonusesMoved();
  return useMutation({ mutationFn: hideBonus, onSuccess: bonusesMoved });
}
