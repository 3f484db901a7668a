import type { GameCard } from '@casino/contracts';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { iconButtonClass } from '../../../components/ui/icon-button';
import { useTranslation } from '../../../lib/i18n';
import { useListLinks } from '../../../lib/list-links';
import { useIsDesktop } from '../../../lib/viewport';
import { GameTile } from '../tiles/game-tile';
import { TileSkeleton } from '../tiles/tile-skeleton';
import { useGameActions } from '../tiles/use-game-actions';
import { groupCount, groupOf, sliderGroupSize, steppedGroupStart } from './slider-groups';

/** A tile's width: about two and a half on phones (swiped one by one), five to a group on desktop. */
const TILE = 'w-[40%] shrink-0 sm:w-[27%] md:w-[22%] lg:w-[calc((100%-4rem)/5)]';
const SKELETONS = 5;
/** On desktop only the first tile of each group is a stop, so a swipe or a wheel lands on whole groups. */
const DESKTOP_GROUP = sliderGroupSize(true);

interface GamesSliderProps {
  title: string;
  text?: string;
  games: readonly GameCard[] | undefined;
  seeAll?: { href: string; label: string };
  testId?: string;
}

/**
 * A row of games that pages by groups (spec section 9: 5 tiles on desktop, 1 on mobile): the arrows move a whole
 * group and the dots show which group is in view; on phones the row is swiped and stops at every tile.
 */
export function GamesSlider({ title, text, games, seeAll, testId = 'games-slider' }: GamesSliderProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const actions = useGameActions();
  const scroller = useRef<HTMLUListElement>(null);
  const followTileLinks = useListLinks<HTMLElement>();
  const isDesktop = useIsDesktop();
  const size = sliderGroupSize(isDesktop ?? true);
  const count = games?.length ?? 0;
  const [position, setPosition] = useState({ first: 0, atStart: true, atEnd: false });

  /** The tile at the left edge, from how far the row has scrolled. */
  const measure = useCallback(() => {
    const list = scroller.current;
    const [first, second] = list ? Array.from(list.children) : [];
    if (!list || !(first instanceof HTMLElement)) return;
    const step = second instanceof HTMLElement ? second.offsetLeft - first.offsetLeft : first.offsetWidth;
    setPosition({
      first: step > 0 ? Math.round(list.scrollLeft / step) : 0,
      atStart: list.scrollLeft <= 2,
      atEnd: list.scrollLeft + list.clientWidth >= list.scrollWidth - 2,
    });
  }, []);

  // Only desktop shows the arrows and dots the position drives: on phones the row is not measured at all, which
  // spares each row a forced layout while the page hydrates.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the row is measured again once its games arrive.
  useEffect(() => {
    if (!isDesktop) return;
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, count, isDesktop]);

  const scrollToTile = (index: number) => {
    const list = scroller.current;
    const first = list?.children[0];
    const target = list?.children[index];
    if (!list || !(first instanceof HTMLElement) || !(target instanceof HTMLElement)) return;
    list.scrollTo({ left: target.offsetLeft - first.offsetLeft, behavior: 'smooth' });
  };
  const step = (direction: -1 | 1) => scrollToTile(steppedGroupStart(position.first, direction, count, size));
  const groups = groupCount(count, size);
  const currentGroup = position.atEnd ? groups - 1 : groupOf(position.first, size);

  return (
    <section
      ref={followTileLinks}
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4"
      data-testid={testId}
    >
      <div className="flex items-end gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 id={headingId} className="text-lg font-bold tracking-tight text-fg lg:text-xl">
            {title}
          </h2>
          {text ? <p className="text-sm text-muted">{text}</p> : null}
        </div>
        {seeAll ? (
          <Link
            to={seeAll.href}
            data-testid="games-slider-see-all"
            className="shrink-0 rounded-lg px-2 py-1.5 text-sm font-semibold text-accent-ink hover:bg-surface-2"
          >
            {seeAll.label}
          </Link>
        ) : null}
        <div className="hidden shrink-0 gap-1 lg:flex">
          <button
            type="button"
            onClick={() => step(-1)}
            disabled={position.atStart}
            aria-label={t('games.slider.previous', { title })}
            className={iconButtonClass('size-9 ring-1 ring-line disabled:opacity-35')}
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => step(1)}
            disabled={position.atEnd}
            aria-label={t('games.slider.next', { title })}
            data-testid="games-slider-next"
            className={iconButtonClass('size-9 ring-1 ring-line disabled:opacity-35')}
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </div>
      </div>
      <ul
        ref={scroller}
        onScroll={isDesktop ? measure : undefined}
        className="-mx-3 flex snap-x snap-mandatory scroll-px-3 gap-3 overflow-x-auto px-3 pt-1 pb-2 [scrollbar-width:none] sm:-mx-4 sm:scroll-px-4 sm:px-4 lg:mx-0 lg:scroll-px-0 lg:gap-4 lg:px-0 [&::-webkit-scrollbar]:hidden"
      >
        {games
          ? games.map((game, index) => (
              <li
                key={game.id}
                className={`${TILE} snap-start ${index % DESKTOP_GROUP === 0 ? '' : 'lg:snap-align-none'}`}
              >
                <GameTile game={game} actions={actions} />
              </li>
            ))
          : Array.from({ length: SKELETONS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
              <li key={index} className={TILE} aria-hidden="true">
                <TileSkeleton />
              </li>
            ))}
      </ul>
      {games && groups > 1 ? (
        <div className="hidden justify-center gap-1.5 lg:flex">
          {Array.from({ length: groups }, (_, group) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: a group is its number.
              key={group}
              type="button"
              onClick={() => scrollToTile(Math.min(group * size, Math.max(0, count - size)))}
              aria-label={t('games.slider.group', { number: group + 1, total: groups })}
              aria-current={group === currentGroup ? 'true' : undefined}
              className={`h-1.5 rounded-full transition-all ${
                group === currentGroup ? 'w-6 bg-accent' : 'w-1.5 bg-surface-3 hover:bg-muted'
              }`}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
