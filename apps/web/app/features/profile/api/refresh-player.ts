import { fetchPlayerMainData } from '../../../lib/account/player-main-data';
import { useAppData, useSetPlayer } from '../../../lib/app-data';

/**
 * After a profile change the header (nickname, contact) shows the player main data: read it again. A failure
 * leaves the old data, which the next page load replaces anyway.
 */
export function useRefreshPlayer(): () => void {
  const setPlayer = useSetPlayer();
  const { i18nLang } = useAppData();
  return () => {
    fetchPlayerMainData(i18nLang).then(setPlayer, () => undefined);
  };
}
