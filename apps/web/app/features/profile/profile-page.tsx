import { useAppData } from '../../lib/app-data';
import { GuestProfile } from './guest-profile';
import { PlayerProfile, type ProfileParts } from './player-profile';

/** `/profile/`: the player's own profile, or for a guest the invitation to log in (no player data). */
export function ProfilePage({ parts }: { parts: ProfileParts }) {
  const { isGuest } = useAppData().appMain.player;
  return isGuest ? <GuestProfile /> : <PlayerProfile parts={parts} />;
}
