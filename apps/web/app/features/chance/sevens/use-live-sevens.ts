import { type JackpotSevens, PUBLIC_CHANNELS } from '@casino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAppData } from '../../../lib/app-data';
import { usePublicChannel } from '../../../lib/realtime/public-channels';
import { usePushHandler } from '../../../lib/realtime/use-push-handler';
import { SEVENS_KEY, sevensQuery, withSevensAmount } from './sevens-endpoints';

/**
 * The jackpot-sevens in the viewer's currency, kept live: each `jackpotSevens` `update` on the public jackpots
 * channel sets its amount in place; a drop the viewer won reads it again (the new round, the drops, their part).
 */
export function useLiveSevens() {
  const { currency, isGuest } = useAppData().appMain.player;
  const queryClient = useQueryClient();
  const query = sevensQuery(currency, !isGuest);
  usePublicChannel(PUBLIC_CHANNELS.jackpots);
  usePushHandler('jackpotSevens', (message) => {
    if (message.action === 'update') {
      queryClient.setQueryData<JackpotSevens | null>(query.queryKey, (sevens) =>
        sevens === undefined ? undefined : withSevensAmount(sevens, message.data),
      );
      return;
    }
    void queryClient.invalidateQueries({ queryKey: SEVENS_KEY });
  });
  return useQuery(query);
}
