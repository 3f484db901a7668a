import type { Banner } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n';
import { CarouselControls } from './carousel-controls';
import { HeroSlide } from './hero-slide';
import { useCarousel } from './use-carousel';
import { useSwipe } from './use-swipe';

/**
 * The home page's promotions: one slide at a time, advancing every few seconds. The first slide is rendered on
 * the server at its final place, so nothing moves when the page hydrates.
 */
export function HeroCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const count = banners.length;
  const carousel = useCarousel(count);
  const swipe = useSwipe({ onNext: carousel.next, onPrevious: carousel.previous });
  if (count === 0) return null;

  return (
    <section
      data-testid="hero-carousel"
      aria-roledescription="carousel"
      aria-label={t('pages.carousel.label')}
      className="relative"
      onPointerEnter={(event) => event.pointerType === 'mouse' && carousel.setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && carousel.setHovered(false)}
      // Keyboard focus inside stops the rotation; a mouse click on a control does not.
      onFocus={(event) => event.target.matches(':focus-visible') && carousel.setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) carousel.setFocused(false);
      }}
    >
      <div className="touch-pan-y overflow-hidden rounded-3xl" {...swipe.handlers}>
        <div
          aria-live={carousel.running ? 'off' : 'polite'}
          className={`flex ${swipe.dragging ? '' : 'transition-transform duration-500 ease-out motion-reduce:transition-none'}`}
          style={{ transform: `translateX(calc(${-carousel.index * 100}% + ${swipe.offset}px))` }}
        >
          {banners.map((banner, index) => (
            <HeroSlide
              key={banner.id}
              banner={banner}
              position={index + 1}
              count={count}
              current={index === carousel.index}
            />
          ))}
        </div>
      </div>
      {count > 1 ? (
        <CarouselControls
          count={count}
          index={carousel.index}
          paused={carousel.paused}
          onSelect={carousel.goTo}
          onNext={carousel.next}
          onPrevious={carousel.previous}
          onTogglePaused={carousel.togglePaused}
        />
      ) : null}
    </section>
  );
}
