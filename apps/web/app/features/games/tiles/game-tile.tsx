import Clock from 'lucide-react/icons/clock';
import { memo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { LIST_LINK } from '../../../lib/list-links';
import { GameArt } from '../art/game-art';
import { isComingSoon } from '../state/game-format';
import { FavoriteButton } from './favorite-button';
import { ReleaseNotice } from './release-notice';
import { TileBadges } from './tile-badges';
import { TilePlayOverlay, type TileProps } from './tile-play-overlay';

/**
 * A game tile (3:4): its art, badges, title and provider; the tile leads to the game's page by a plain anchor its
 * grid or row follows (`useListLinks`). On hover (or focus)
 * Play and Demo open the game at once; the star favours it. Those two are drawn when the pointer or the focus
 * first comes to the tile: a lobby hydrates forty tiles or more on a phone, which has no pointer to hover with.
 * A coming-soon game shows its release date and "notify me" instead. Memoised: a row drawn again (its scroll
 * position, the viewport's width known after hydration) leaves its tiles as they are while their game and actions
 * are the same.
 */
export const GameTile = memo(function GameTile({ game, actions, onSelect }: TileProps) {
  const { t } = useTranslation();
  const soon = isComingSoon(game, Date.now());
  const [overlay, showOverlay] = useState(false);
  const arm = () => showOverlay(true);
  return (
    <article
      onPointerEnter={arm}
      onFocus={arm}
      data-testid="game-tile"
      data-slug={game.slug}
      className="group relative isolate aspect-[3/4] w-full overflow-hidden rounded-2xl bg-surface-2 shadow-[0_10px_30px_-16px_rgb(0_0_0/0.7)] ring-1 ring-line transition-transform duration-200 hover:-translate-y-1 motion-reduce:hover:translate-y-0"
    >
      <GameArt
        art={game.art}
        className="absolute inset-0 h-full w-full transition-transform duration-500 group-hover:scale-[1.06] motion-reduce:group-hover:scale-100"
      />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 h-3/5 bg-gradient-to-t from-black/90 via-black/45 to-transparent"
      />
      <a
        href={actions.pageOf(game)}
        {...LIST_LINK}
        aria-label={game.title}
        onClick={onSelect}
        data-testid="game-tile-link"
        className="absolute inset-0 z-0 rounded-2xl focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent"
      />
      <div className="absolute top-2 left-2 right-12 z-10">
        {soon ? (
          <span className="inline-flex h-6 items-center gap-1 rounded-full bg-black/60 px-2 text-[11px] font-bold tracking-wide text-white uppercase">
            <Clock className="size-3" aria-hidden="true" />
            {t('games.tile.comingSoon')}
          </span>
        ) : (
          <TileBadges game={game} />
        )}
      </div>
      <FavoriteButton
        active={actions.isFavorite(game.id)}
        onToggle={() => actions.toggleFavorite(game)}
        title={game.title}
        className="absolute top-2 right-2 z-10"
      />
      {soon && game.releaseAt ? (
        <div className="absolute inset-x-2 top-[42%] z-10 -translate-y-1/2 rounded-2xl bg-black/55 p-2.5 backdrop-blur-sm">
          <ReleaseNotice
            slug={game.slug}
            releaseAt={game.releaseAt}
            requireAccount={actions.requireAccount}
            compact
          />
        </div>
      ) : overlay ? (
        <TilePlayOverlay game={game} actions={actions} onSelect={onSelect} />
      ) : null}
      <div className="pointer-events-none absolute inset-x-0 bottom-0 z-10 grid gap-0.5 p-3">
        <h3 className="line-clamp-2 text-sm leading-tight font-extrabold text-white drop-shadow sm:text-base">
          {game.title}
        </h3>
        <p className="truncate text-xs font-medium text-white/70">{game.provider.title}</p>
      </div>
    </article>
  );
});
