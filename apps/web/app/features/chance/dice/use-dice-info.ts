import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/browser-storage';
import { callChanceEndpoint } from '../../../lib/chance-endpoints';

/**
 * Whether the info screen comes first (spec section 4): once for a guest, by a local flag; for a player, as the
 * server says (`show/daily-activity-dice`), dismissed there for good. A failed call opens the dice directly.
 */
export function useDiceInfo(isGuest: boolean) {
  const [dismissed, setDismissed] = useState(false);
  const server = useQuery({
    // Not under the dice's key: a throw reads the activities again, never this.
    queryKey: ['dice-info-popup'],
    queryFn: async () => (await callChanceEndpoint('dicePopupShow')).success,
    enabled: !isGuest,
    retry: false,
  });
  const pending = !isGuest && server.data === undefined && !server.isError;
  const show = isGuest ? readStored('local', STORAGE_KEYS.diceInfoSeen) === null : server.data === true;
  return {
    pending,
    show: !dismissed && show,
    dismiss: () => {
      setDismissed(true);
      if (isGuest) writeStored('local', STORAGE_KEYS.diceInfoSeen, '1');
      else void callChanceEndpoint('dicePopupReject').catch(() => undefined);
    },
  };
}
