import type { Bonus } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { callBonusEndpoint } from '../../../lib/bonus-endpoints';
import { useBonusesMoved } from './bonuses-moved';

/**
 * `GET /rest/bonus/{id}/apply/`: takes an offer. A no-deposit bonus is granted (or queued behind the active one); a
 * deposit bonus is chosen for the next deposit (`init`). Refusals carry what their modal needs (spec section 7).
 */
export async function applyBonus(bonusId: number): Promise<Bonus> {
  return (await callBonusEndpoint('apply', { params: { id: bonusId } })).data;
}

export function useApplyBonus() {
  const bonusesMoved = useBonusesMoved();
  return useMutation({ mutationFn: applyBonus, onSuccess: bonusesMoved });
}
