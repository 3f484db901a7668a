import { type JackpotsStatus, PUBLIC_CHANNELS } from '@casino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAppData } from '../../../lib/app-data';
import { usePublicChannel } from '../../../lib/realtime/public-channels';
import { usePushHandler } from '../../../lib/realtime/use-push-handler';
import { jackpotsStatusQuery, withPoolAmount } from './jackpots-endpoints';

/**
 * The jackpots in the viewer's currency, kept live: each `jackpotsStatus` `update` on the public jackpots channel
 * sets that pool's amount in place; a win (the viewer's) reads the whole status again for its latest wins.
 */
export function useLiveJackpots() {
  const { currency } = useAppData().appMain.player;
  const queryClient = useQueryClient();
  const query = jackpotsStatusQuery(currency);
  usePublicChannel(PUBLIC_CHANNELS.jackpots);
  usePushHandler('jackpotsStatus', (message) => {
    if (message.action === 'update') {
      queryClient.setQueryData<JackpotsStatus>(
        query.queryKey,
        (status) => status && withPoolAmount(status, message.data),
      );
      return;
    }
    void queryClient.invalidateQueries({ queryKey: query.queryKey });
  });
  return useQuery(query);
}
