import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { usePushHandler, useResync } from '../../../lib/realtime/use-push-handler';
import { SPORT_BETS_KEY } from '../../../lib/sport-bet-query-keys';
import { toast } from '../../../lib/toasts/toast-store';
import { handleSportBetMessage } from './sport-bet-updates';

/**
 * The player's sports bets as push tells of them: "my bets", the slip's live bet and the cash-out values follow,
 * and a win or a refused live bet is announced. A (re)subscribed personal channel reads the bets again: messages
 * sent in between are not replayed.
 */
export function useSportBetUpdates(): void {
  const queryClient = useQueryClient();
  const { t, lang } = useTranslation();
  usePushHandler('sportBet', (message) =>
    handleSportBetMessage(message, { queryClient, t, lang, show: toast }),
  );
  useResync(() => void queryClient.invalidateQueries({ queryKey: SPORT_BETS_KEY }));
}
