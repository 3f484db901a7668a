import type { Bonus } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { callBonusEndpoint } from '../../../lib/bonus-endpoints';
import { useBonusesMoved } from './bonuses-moved';

/**
 * `DELETE /rest/bonuses/revokebonus/{playerBonusId}/`: cancels the player's bonus. Its bonus balance is forfeited;
 * real money stays. Answers the bonus as it now stands.
 */
export async function revokeBonus(playerBonusId: number): Promise<Bonus> {
  return (await callBonusEndpoint('revoke', { params: { id: playerBonusId } })).data;
}

export function useRevokeBonus() {
  const bonusesMoved = useBonusesMoved();
  return useMutation({ mutationFn: revokeBonus, onSuccess: bonusesMoved });
}
