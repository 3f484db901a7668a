import type { GameDetails, GameReaction } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts/toast-store';
import { type ReactionCounts, withReaction } from '../state/reactions';
import { gameDetailsQuery } from './game-details';
import { callGamesEndpoint } from './games-endpoints';

/** `POST /rest/games/{slug}/reaction/`: like, dislike, or null to take the reaction back. */
export async function reactToGame(slug: string, reaction: GameReaction | null): Promise<ReactionCounts> {
  return (await callGamesEndpoint('react', { params: { slug }, body: { reaction } })).data;
}

/** Counts change at once on the game's details; the server's counts replace them, a refusal restores them. */
export function useGameReaction(slug: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { queryKey } = gameDetailsQuery(slug, useLanguage());
  const apply = (update: (game: GameDetails) => ReactionCounts) =>
    queryClient.setQueryData<GameDetails>(queryKey, (game) => game && { ...game, ...update(game) });

  return useMutation({
    mutationFn: (reaction: GameReaction | null) => reactToGame(slug, reaction),
    onMutate: async (reaction) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<GameDetails>(queryKey);
      apply((game) => withReaction(game, reaction));
      return { before };
    },
    onError: (_error, _reaction, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
      toast({ title: t('games.reactions.failed'), tone: 'error' });
    },
    onSuccess: (counts) => apply(() => counts),
  });
}
