import { useLiveStatus } from '../../../lib/realtime/push-state';

/**
 * How often to ask for what `sportBet` push messages tell (a live bet's decision, a settlement, a cash-out value):
 * never while live updates are up, since each message writes the cache itself; every `ms` while they are down (the
 * page not connected yet, or the connection lost), so the page still follows the bet.
 */
export function usePollUnlessLive(ms: number): number | false {
  return useLiveStatus() === 'connected' ? false : ms;
}
