import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n';

const ROUND_BUTTON =
  'inline-flex size-10 items-center justify-center rounded-full bg-surface-0/60 text-fg ring-1 ring-line backdrop-blur transition hover:bg-surface-3 hover:text-accent';

interface CarouselControlsProps {
  count: number;
  index: number;
  paused: boolean;
  onSelect: (index: number) => void;
  onNext: () => void;
  onPrevious: () => void;
  onTogglePaused: () => void;
}

/**
 * Dots (one per slide), pause or play, and previous and next arrows (desktop; phones swipe). While focus is on
 * any of them, the left and right arrow keys turn the slides.
 */
export function CarouselControls({
  count,
  index,
  paused,
  onSelect,
  onNext,
  onPrevious,
  onTogglePaused,
}: CarouselControlsProps) {
  const { t } = useTranslation();
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowRight') onNext();
    else if (event.key === 'ArrowLeft') onPrevious();
    else return;
    event.preventDefault();
  };
  return (
    <div className="pointer-events-none absolute inset-x-0 bottom-0 flex items-center justify-between gap-3 px-4 pb-4 lg:px-12 lg:pb-6">
      <div className="pointer-events-auto flex items-center">
        {Array.from({ length: count }, (_, dot) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position
            key={dot}
            type="button"
            aria-label={t('pages.carousel.goTo', { index: dot + 1 })}
            aria-current={dot === index}
            onClick={() => onSelect(dot)}
            onKeyDown={onKeyDown}
            className="group flex h-8 items-center px-1"
          >
            <span
              className={`block h-2 rounded-full transition-all duration-300 ${dot === index ? 'w-7 bg-accent' : 'w-2 bg-fg/30 group-hover:bg-fg/60'}`}
            />
          </button>
        ))}
      </div>
      <div className="pointer-events-auto flex items-center gap-2">
        <button
          type="button"
          onClick={onTogglePaused}
          onKeyDown={onKeyDown}
          aria-label={paused ? t('pages.carousel.play') : t('pages.carousel.pause')}
          className={`${ROUND_BUTTON} size-8 lg:size-10`}
        >
          {paused ? (
            <Play aria-hidden="true" className="size-4" />
          ) : (
            <Pause aria-hidden="true" className="size-4" />
          )}
        </button>
        <button
          type="button"
          onClick={onPrevious}
          onKeyDown={onKeyDown}
          aria-label={t('pages.carousel.previous')}
          className={`${ROUND_BUTTON} max-lg:hidden`}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          onClick={onNext}
          onKeyDown={onKeyDown}
          aria-label={t('pages.carousel.next')}
          className={`${ROUND_BUTTON} max-lg:hidden`}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
