import type { ToggleFavoriteResponse } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useAppData, useSetPlayer } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts/toast-store';
import { toggledFavorites } from '../state/favorites';
import { GAMES_KEY } from './game-keys';
import { callGamesEndpoint } from './games-endpoints';

export type FavoriteState = ToggleFavoriteResponse['data'];

/** `GET /rest/games/{slug}/toggle-favorite/`: the new state and the player's favourite game ids. */
export async function toggleFavorite(slug: string): Promise<FavoriteState> {
  return (await callGamesEndpoint('toggleFavorite', { params: { slug } })).data;
}

/**
 * Toggles a favourite at once in the player main data (the stars read it), then takes the server's list; a refusal
 * puts the star back and says so.
 */
export function useToggleFavorite() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const setPlayer = useSetPlayer();
  const player = useAppData().appMain.player;
  // The latest player: the answer may arrive after another change of the player data.
  const latest = useRef(player);
  latest.current = player;
  const setFavorites = (favoriteGames: number[]) => setPlayer({ ...latest.current, favoriteGames });

  return useMutation({
    mutationFn: (game: { id: number; slug: string }) => toggleFavorite(game.slug),
    onMutate: (game) => {
      const before = latest.current.favoriteGames;
      setFavorites(toggledFavorites(before, game.id));
      return { before };
    },
    onError: (_error, _game, context) => {
      if (context) setFavorites(context.before);
      toast({ title: t('games.favorite.failed'), tone: 'error' });
    },
    onSuccess: (state) => {
      setFavorites(state.favoriteGames);
      void queryClient.invalidateQueries({ queryKey: [...GAMES_KEY, 'list', 'favorite'] });
    },
  });
}
