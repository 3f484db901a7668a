import { useQueryClient } from '@tanstack/react-query';
import { fetchPlayerMainData } from '../../../lib/account/player-main-data';
import { useAppData, useSetPlayer } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { usePushHandler } from '../../../lib/realtime/use-push-handler';
import { toast } from '../../../lib/toasts/toast-store';
import { handleSportBettingMessage, playerAfterSportBetting } from './sport-betting-updates';

/**
 * The player's sport bonuses (free bets) as push tells of them: the bonuses page and the bet slip's free bets
 * follow, a free bet given or over is announced, and the player's `hasActiveSportBettingBonus` follows too.
 */
export function useSportBettingUpdates(): void {
  const queryClient = useQueryClient();
  const { t, lang } = useTranslation();
  const { appMain, i18nLang } = useAppData();
  const setPlayer = useSetPlayer();
  usePushHandler('sportBetting', (message) => {
    handleSportBettingMessage(message, { queryClient, t, lang, show: toast });
    if (appMain.player.isGuest) return;
    const player = playerAfterSportBetting(appMain.player, message.action);
    if (player === null) fetchPlayerMainData(i18nLang).then(setPlayer, () => undefined);
    else if (player !== appMain.player) setPlayer(player);
  });
}
