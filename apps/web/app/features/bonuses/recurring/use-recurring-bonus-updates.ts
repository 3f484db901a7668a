import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAppData } from '../../../lib/app-data';
import { BONUS_QUERY_KEY } from '../../../lib/bonus-query-keys';
import { useLoadMessages, useTranslation } from '../../../lib/i18n';
import { openModal } from '../../../lib/modals/modal-store';
import { usePushHandler } from '../../../lib/realtime/use-push-handler';
import { callRecurringBonusEndpoint } from '../../../lib/recurring-bonus-endpoints';
import { toast } from '../../../lib/toasts/toast-store';
import { useBonusesMoved } from '../api/bonuses-moved';
import { useBonusRefusal } from '../use-bonus-refusal';
import { claimBirthdayInvitation } from './birthday-invitation';
import { onLandingBonusKept, takePendingLandingBonus } from './landing-bonus';

/**
 * The bonuses that come to a player by themselves: the daily bonus's state follows the `dailyBonus` push (taken on
 * another page, or a new one), the birthday modal opens once for a birthday bonus, and a landing's bonus kept by
 * the no-deposit register link is taken as soon as the visitor is a player.
 */
export function useRecurringBonusUpdates(): void {
  const queryClient = useQueryClient();
  const { player } = useAppData().appMain;
  const { t, lang } = useTranslation();
  const refuse = useBonusRefusal();
  const bonusesMoved = useBonusesMoved();
  const loadMessages = useLoadMessages();

  usePushHandler('dailyBonus', () => {
    void queryClient.invalidateQueries({ queryKey: [...BONUS_QUERY_KEY, 'last-daily'] });
  });

  useEffect(() => {
    if (!player.isGuest && claimBirthdayInvitation(player.birthdayBonus)) openModal('BirthdayBonusModal');
  }, [player.isGuest, player.birthdayBonus]);

  useEffect(() => {
    if (player.isGuest) return;
    const takePending = () => {
      const slug = takePendingLandingBonus();
      if (!slug) return;
      // The toast is shown from the answer, outside a render: its messages must have arrived by then.
      const messages = loadMessages('bonuses');
      callRecurringBonusEndpoint('applyLanding', { body: { slug }, query: { lang } }).then(
        async (reply) => {
          await messages;
          toast({ title: t('bonuses.landing.taken', { title: reply.data.title }), tone: 'success' });
          bonusesMoved();
        },
        async (failure: unknown) => {
          await messages;
          const message = refuse(failure);
          if (message) toast({ title: message, tone: 'error' });
        },
      );
    };
    takePending();
    return onLandingBonusKept(takePending);
  }, [player.isGuest, lang, t, refuse, bonusesMoved, loadMessages]);
}
