import { useAppData } from '../../../lib/app-data';
import { BonusesGuest } from './bonuses-guest';
import { PlayerBonuses } from './player-bonuses';

/** `/bonuses/`: the player's bonuses, or for a guest the invitation to log in. */
export function BonusesPage() {
  const { isGuest } = useAppData().appMain.player;
  return isGuest ? <BonusesGuest /> : <PlayerBonuses />;
}
