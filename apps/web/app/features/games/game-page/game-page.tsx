import type { PageData } from '@casino/contracts';
import Play from 'lucide-react/icons/play';
import { PageContainer } from '../../../components/layout/page-container';
import { SeoText } from '../../../components/layout/seo-text';
import { useAppData } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { useGameDetails } from '../api/game-details';
import { GameArt } from '../art/game-art';
import { GamesSlider } from '../slider/games-slider';
import { isComingSoon } from '../state/game-format';
import { FavoriteButton } from '../tiles/favorite-button';
import { ReleaseNotice } from '../tiles/release-notice';
import { TileBadges } from '../tiles/tile-badges';
import { useGameActions } from '../tiles/use-game-actions';
import { GameFacts } from './game-facts';
import { GamePageSkeleton, useLoadingAnotherGame } from './game-page-skeleton';
import { GameReactions } from './game-reactions';
import { GameRules } from './game-rules';
import { useMoneyLink } from './use-money-link';

/**
 * `/games/{slug}/` and `/online-game/{slug}/`: a game's page (RTS 3) with its art, Play and Demo (the Game modal),
 * RTP and volatility, bet limits and the largest win, rules and paytables, likes, and games like it. A player's
 * own view of the game (favourite, reaction) is read in the browser, since guests' pages are shared from a cache.
 */
export function GamePage({ data }: { data: PageData<'game'> }) {
  const { t } = useTranslation();
  const { player } = useAppData().appMain;
  const actions = useGameActions();
  const { game: pageGame, related } = data.payload.data;
  const details = useGameDetails(pageGame.slug, pageGame, !player.isGuest);
  const game = details.data ?? pageGame;
  useMoneyLink(game.slug, player.isGuest);
  const loadingAnother = useLoadingAnotherGame();
  const soon = isComingSoon(game, Date.now());
  if (loadingAnother) return <GamePageSkeleton />;

  return (
    <PageContainer testId="game-page">
      <section
        className="relative isolate overflow-hidden rounded-3xl bg-surface-1 ring-1 ring-line"
        data-slug={game.slug}
      >
        {/* The page's largest image, so its paint is the page's largest paint: loaded at once, and the small
            artwork is enough under the blur. */}
        <div aria-hidden="true" className="absolute inset-0 -z-10 opacity-35 blur-3xl saturate-150">
          <GameArt art={game.art} className="h-full w-full" priority sizes="180px" />
        </div>
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-r from-surface-1 via-surface-1/85 to-surface-1/40"
        />
        <div className="grid gap-6 p-5 sm:grid-cols-[minmax(0,220px)_1fr] sm:items-center lg:grid-cols-[300px_1fr] lg:gap-10 lg:p-8">
          <div className="relative mx-auto aspect-[3/4] w-44 overflow-hidden rounded-3xl shadow-elevation ring-1 ring-white/10 sm:w-full">
            <GameArt
              art={game.art}
              className="absolute inset-0 h-full w-full"
              priority
              sizes="(min-width: 1024px) 300px, (min-width: 640px) 220px, 176px"
            />
            <div className="absolute top-3 left-3">
              <TileBadges game={game} />
            </div>
          </div>
          <div className="flex flex-col gap-4">
            <p
              className="text-sm font-semibold tracking-wide text-accent-ink uppercase"
              data-testid="game-provider"
            >
              {game.provider.title}
            </p>
            <h1
              data-testid="page-h1"
              className="text-3xl font-extrabold tracking-tight text-balance text-fg lg:text-5xl"
            >
              {game.title}
            </h1>
            {game.description ? (
              <p className="max-w-2xl text-base leading-relaxed text-muted">{game.description}</p>
            ) : null}
            {soon && game.releaseAt ? (
              <div className="w-fit rounded-2xl bg-slate-900/80 p-4">
                <ReleaseNotice
                  slug={game.slug}
                  releaseAt={game.releaseAt}
                  requireAccount={actions.requireAccount}
                  subscribed={game.isFutureSubscribed}
                />
              </div>
            ) : (
              <div className="flex gap-3">
                <button
                  type="button"
                  onClick={() => actions.play(game, true)}
                  data-testid="game-play"
                  className="inline-flex h-13 flex-1 items-center justify-center gap-2 rounded-xl bg-accent px-5 text-base font-bold whitespace-nowrap sm:flex-none sm:px-8 text-accent-fg shadow-[0_8px_24px_-8px_var(--brand-accent)] transition-colors hover:bg-accent-strong"
                >
                  <Play className="size-5 fill-current" aria-hidden="true" />
                  {t('games.page.playMoney')}
                </button>
                {game.hasDemo ? (
                  <button
                    type="button"
                    onClick={() => actions.play(game, false)}
                    data-testid="game-demo"
                    className="inline-flex h-13 items-center justify-center rounded-xl bg-surface-2 px-5 text-base font-semibold sm:px-7 text-fg ring-1 ring-line transition-colors hover:bg-surface-3"
                  >
                    {t('games.page.playDemo')}
                  </button>
                ) : null}
              </div>
            )}
            <div className="flex flex-wrap items-center gap-2">
              <FavoriteButton
                active={actions.isFavorite(game.id)}
                onToggle={() => actions.toggleFavorite(game)}
                title={game.title}
                look="plain"
              />
              <GameReactions game={game} requireAccount={actions.requireAccount} />
            </div>
          </div>
        </div>
      </section>
      <GameFacts game={game} />
      <GameRules game={game} />
      {related.length > 0 ? (
        <GamesSlider title={t('games.page.related')} games={related} testId="game-related" />
      ) : null}
      <SeoText text={data.seo.seoText} />
    </PageContainer>
  );
}
