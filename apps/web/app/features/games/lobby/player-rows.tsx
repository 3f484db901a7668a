import type { GameList } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n';
import { ROW_LIMIT, useGameList } from '../api/game-list';
import { GamesSlider } from '../slider/games-slider';

/** A player's own list as a lobby row; nothing while it loads empty or when it is empty. */
function PlayerRow({ list, title }: { list: GameList; title: string }) {
  const games = useGameList(list, ROW_LIMIT);
  if (!games.data || games.data.items.length === 0) return null;
  return <GamesSlider title={title} games={games.data.items} testId={`lobby-row-${list}`} />;
}

/** At the top of a logged-in player's lobby: what they played last and their favourites. */
export function PlayerRows() {
  const { t } = useTranslation();
  return (
    <>
      <PlayerRow list="last" title={t('games.lobby.last')} />
      <PlayerRow list="favorite" title={t('games.lobby.favorites')} />
    </>
  );
}
