import type { Bonus, Language } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { errorCodeOf } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/app-data';
import { callBonusEndpoint } from '../../../lib/bonus-endpoints';
import { useBonusesMoved } from './bonuses-moved';

/**
 * `DELETE /rest/bonuses/revokebonus/{playerBonusId}/`: cancels the player's bonus. Its bonus balance is forfeited
 * (a free bet is taken back); real money stays. Answers the bonus as it now stands, its texts in `lang`
 * (the page's). A bonus that moved on meanwhile (a free bet placed, a bonus completed) is refused with
 * `bonus_not_cancelable`.
 */
export async function revokeBonus(playerBonusId: number, lang: Language): Promise<Bonus> {
  return (await callBonusEndpoint('revoke', { params: { id: playerBonusId }, query: { lang } })).data;
}

export function useRevokeBonus() {
  const lang = useLanguage();
  const bonusesMoved = useBonusesMoved();
  return useMutation({
    mutationFn: (playerBonusId: number) => revokeBonus(playerBonusId, lang),
    onSuccess: bonusesMoved,
    // The page showed the bonus as it was: it is read again, as it now stands.
    onError: (error) => {
      if (errorCodeOf(error) === 'bonus_not_cancelable') bonusesMoved();
    },
  });
}
