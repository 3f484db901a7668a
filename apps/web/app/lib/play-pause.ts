import { useAppData } from './app-data';

/**
 * Whether the signed-in player is in a time-out or self-exclusion now (spec section 3's `ludomanRequestStatus`):
 * deposits and real-money play are paused, so nothing invites them. What the pause is and when it ends is told by
 * player protection's notice.
 */
export function usePlayPaused(): boolean {
  const { player } = useAppData().appMain;
  return !player.isGuest && player.ludomanRequestStatus === 'active';
}
