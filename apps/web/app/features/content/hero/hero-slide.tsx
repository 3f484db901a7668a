import type { Banner } from '@casino/contracts';
import { ButtonLink, buttonClass } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { BannerArt } from '../art/banner-art';
import { DOT_GRID, HERO_BACKDROP } from '../shared/backdrop';

/** Banner links are absolute for other sites, site paths (already localized by the server) otherwise. */
function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href);
}

/**
 * One promotion slide: text and call to action, and the banner's artwork. Slides out of view are inert, so
 * keyboard and screen-reader users only meet the current one.
 */
export function HeroSlide({
  banner,
  position,
  count,
  current,
}: {
  banner: Banner;
  position: number;
  count: number;
  current: boolean;
}) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group; fieldset is for forms
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={t('pages.carousel.slide', { index: position, count })}
      aria-hidden={!current}
      inert={!current}
      data-testid="hero-slide"
      className="flex w-full shrink-0"
    >
      <div
        style={HERO_BACKDROP}
        className="relative grid min-h-[420px] w-full grid-rows-[180px_1fr] overflow-hidden rounded-3xl ring-1 ring-line ring-inset md:grid-rows-[200px_1fr] lg:min-h-[360px] lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:grid-rows-1 xl:min-h-[380px]"
      >
        <div aria-hidden="true" className={DOT_GRID} />
        <div className="relative order-2 flex min-w-0 flex-col items-start gap-3 px-5 pt-1 pb-16 lg:order-1 lg:justify-center lg:gap-4 lg:pt-10 lg:pr-4 lg:pb-20 lg:pl-12">
          <p className="text-[1.6rem] leading-tight font-extrabold tracking-tight text-balance text-fg md:text-3xl xl:text-[2.5rem]">
            {banner.title}
          </p>
          <p className="max-w-lg text-sm leading-relaxed text-pretty text-muted md:text-base">
            {banner.subtitle}
          </p>
          {isExternal(banner.ctaHref) ? (
            <a
              href={banner.ctaHref}
              className={buttonClass('primary', 'lg', 'mt-1 lg:mt-2')}
              rel="noopener noreferrer"
            >
              {banner.ctaLabel}
            </a>
          ) : (
            <ButtonLink to={banner.ctaHref} size="lg" className="mt-1 lg:mt-2">
              {banner.ctaLabel}
            </ButtonLink>
          )}
        </div>
        <div className="relative order-1 min-h-0 lg:order-2">
          <BannerArt
            art={banner.art}
            className="absolute inset-0 h-full w-full drop-shadow-[0_20px_30px_rgb(0_0_0/0.35)]"
          />
        </div>
      </div>
    </div>
  );
}
