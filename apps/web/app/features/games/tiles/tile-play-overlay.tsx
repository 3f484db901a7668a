import type { GameCard } from '@casino/contracts';
import Play from 'lucide-react/icons/play';
import { useTranslation } from '../../../lib/i18n';
import type { GameActions } from './use-game-actions';

const OVERLAY_BUTTON =
  'pointer-events-auto inline-flex h-10 w-32 items-center justify-center gap-1.5 rounded-xl text-sm font-bold transition-colors';

/** What a tile and its Play and Demo are drawn from. */
export interface TileProps {
  game: GameCard;
  actions: GameActions;
  /** Told when the player leaves for the game (its page, or play), e.g. to close the search around the tile. */
  onSelect?: () => void;
}

/**
 * Play and Demo over a tile the pointer or the focus is on. The layer under the buttons lets a press through to
 * the tile's link: a press focuses the tile, which shows this layer before the press ends, and a press beside the
 * buttons still leads to the game's page.
 */
export function TilePlayOverlay({ game, actions, onSelect }: TileProps) {
  const { t } = useTranslation();
  return (
    <div className="pointer-events-none invisible absolute inset-0 z-[5] flex animate-fade-in flex-col items-center justify-center gap-2 bg-black/55 opacity-0 backdrop-blur-[2px] transition-[opacity,visibility] duration-200 group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
      <button
        type="button"
        onClick={() => {
          onSelect?.();
          actions.play(game, true);
        }}
        data-testid="game-tile-play"
        className={`${OVERLAY_BUTTON} bg-accent text-accent-fg shadow-[0_8px_24px_-8px_var(--brand-accent)] hover:bg-accent-strong`}
      >
        <Play className="size-4 fill-current" aria-hidden="true" />
        {t('games.tile.play')}
      </button>
      {game.hasDemo ? (
        <button
          type="button"
          onClick={() => {
            onSelect?.();
            actions.play(game, false);
          }}
          data-testid="game-tile-demo"
          className={`${OVERLAY_BUTTON} bg-white/15 text-white ring-1 ring-white/40 hover:bg-white/25`}
        >
          {t('games.tile.demo')}
        </button>
      ) : null}
    </div>
  );
}
