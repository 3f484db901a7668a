import type { GameDetails } from '@casino/contracts';
import ThumbsDown from 'lucide-react/icons/thumbs-down';
import ThumbsUp from 'lucide-react/icons/thumbs-up';
import { useTranslation } from '../../../lib/i18n';
import { useGameReaction } from '../api/game-reaction';
import { formatCount } from '../state/game-format';
import { nextReaction } from '../state/reactions';

const BUTTON =
  'inline-flex h-10 items-center gap-2 rounded-xl px-3.5 text-sm font-semibold tabular-nums ring-1 transition-colors';

/** Like and dislike with their counts; a press shows at once, pressing again takes it back. */
export function GameReactions({
  game,
  requireAccount,
}: {
  game: Pick<GameDetails, 'slug' | 'likes' | 'dislikes' | 'myReaction'>;
  requireAccount: () => boolean;
}) {
  const { t, lang } = useTranslation();
  const reaction = useGameReaction(game.slug);
  const press = (pressed: 'like' | 'dislike') => {
    if (requireAccount()) reaction.mutate(nextReaction(game.myReaction, pressed));
  };
  const tone = (active: boolean) =>
    active
      ? 'bg-accent/15 text-accent-ink ring-accent/50'
      : 'bg-surface-1 text-muted ring-line hover:bg-surface-2 hover:text-fg';
  return (
    <fieldset className="flex min-w-0 gap-2">
      <legend className="sr-only">{t('games.reactions.label')}</legend>
      <button
        type="button"
        onClick={() => press('like')}
        aria-pressed={game.myReaction === 'like'}
        aria-label={t('games.reactions.like', { count: game.likes })}
        data-testid="game-like"
        className={`${BUTTON} ${tone(game.myReaction === 'like')}`}
      >
        <ThumbsUp
          className={`size-4.5 ${game.myReaction === 'like' ? 'fill-current' : ''}`}
          aria-hidden="true"
        />
        <span data-testid="game-likes">{formatCount(game.likes, lang)}</span>
      </button>
      <button
        type="button"
        onClick={() => press('dislike')}
        aria-pressed={game.myReaction === 'dislike'}
        aria-label={t('games.reactions.dislike', { count: game.dislikes })}
        data-testid="game-dislike"
        className={`${BUTTON} ${tone(game.myReaction === 'dislike')}`}
      >
        <ThumbsDown
          className={`size-4.5 ${game.myReaction === 'dislike' ? 'fill-current' : ''}`}
          aria-hidden="true"
        />
        <span data-testid="game-dislikes">{formatCount(game.dislikes, lang)}</span>
      </button>
    </fieldset>
  );
}
