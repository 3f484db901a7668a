import { BannerArt } from '../art/banner-art';
import { DOT_GRID, HERO_BACKDROP } from './backdrop';

/**
 * The top of a content page: its h1, an introduction, optional actions and the page's artwork (a strip above the
 * text on phones, a column beside it from tablets up).
 */
export function PageIntro({
  title,
  intro,
  art,
  children,
}: {
  title: string;
  intro: string;
  art: string;
  children?: React.ReactNode;
}) {
  return (
    <header style={HERO_BACKDROP} className="relative overflow-hidden rounded-3xl ring-1 ring-line">
      <div aria-hidden="true" className={DOT_GRID} />
      <div className="relative grid items-center md:grid-cols-[minmax(0,1fr)_260px] lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="flex flex-col items-start gap-3 px-6 pb-6 md:pt-6 lg:gap-4 lg:p-10 xl:p-12">
          <h1
            data-testid="page-h1"
            className="text-3xl font-extrabold tracking-tight text-balance text-fg lg:text-4xl xl:text-5xl"
          >
            {title}
          </h1>
          <p className="max-w-2xl text-base leading-relaxed text-pretty text-muted lg:text-lg">{intro}</p>
          {children ? <div className="mt-2 flex flex-wrap items-center gap-3">{children}</div> : null}
        </div>
        <div className="relative -order-1 h-36 md:order-none md:h-56 lg:h-72">
          <BannerArt
            art={art}
            className="absolute inset-0 h-full w-full drop-shadow-[0_20px_30px_rgb(0_0_0/0.35)]"
          />
        </div>
      </div>
    </header>
  );
}
