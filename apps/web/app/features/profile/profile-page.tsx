import { useAppData } from '../../lib/app-data';
import { GuestProfile } from './guest-profile';
import { PlayerProfile } from './player-profile';

/** `/profile/`: the player's own profile, or for a guest the invitation to log in (no player data). */
export function ProfilePage() {
  const { isGuest } = useAppData().appMain.player;
  return isGuest ? <GuestProfile /> : <PlayerProfile />;
}
