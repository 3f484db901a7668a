import type { GameCard } from '@casino/contracts';
import { useCallback, useMemo } from 'react';
import { useAppData } from '../../../lib/app-data';
import { contentUrl } from '../../../lib/content-url';
import { openAuthModal } from '../../../lib/modals/auth-modals';
import { registerToPlay } from '../../../lib/modals/game-launch';
import { useToggleFavorite } from '../api/toggle-favorite';
import { openGameModal } from '../game-modal/game-modal-params';

/**
 * What a player can do with a game wherever it is shown: play it for money or in demo (a guest asking for money
 * is offered registration, which brings them back to the game), favour it (guests are asked to log in), and its page.
 */
export function useGameActions() {
  const { appMain, i18nLang } = useAppData();
  const { player } = appMain;
  const features = appMain.project.brand.features;
  const { mutate: markFavorite } = useToggleFavorite();

  const play = useCallback(
    (game: Pick<GameCard, 'slug'>, isMoney: boolean) => {
      if (isMoney && player.isGuest) registerToPlay(game.slug, features);
      else openGameModal(game.slug, isMoney);
    },
    [player.isGuest, features],
  );

  const toggleFavorite = useCallback(
    (game: Pick<GameCard, 'id' | 'slug'>) => {
      if (player.isGuest) openAuthModal('Login', features);
      else markFavorite({ id: game.id, slug: game.slug });
    },
    [player.isGuest, features, markFavorite],
  );

  const isFavorite = useCallback(
    (gameId: number) => player.favoriteGames.includes(gameId),
    [player.favoriteGames],
  );

  const pageOf = useCallback(
    (game: Pick<GameCard, 'slug'>) => contentUrl('issues', game.slug, i18nLang, features),
    [i18nLang, features],
  );

  /** Guests are asked to log in before anything that needs an account; true when the player may go on. */
  const requireAccount = useCallback(() => {
    if (!player.isGuest) return true;
    openAuthModal('Login', features);
    return false;
  }, [player.isGuest, features]);

  // One object while nothing it depends on changes, so memoised tiles are not drawn again with their row.
  return useMemo(
    () => ({ play, toggleFavorite, isFavorite, pageOf, requireAccount, isGuest: player.isGuest }),
    [play, toggleFavorite, isFavorite, pageOf, requireAccount, player.isGuest],
  );
}

export type GameActions = ReturnType<typeof useGameActions>;
