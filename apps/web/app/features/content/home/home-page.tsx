import type { PageData } from '@casino/contracts';
import type { ComponentType } from 'react';
import { DepositLimitLink } from '../../../components/layout/deposit-limit-link';
import { HydrationIsland } from '../../../components/layout/hydration-island';
import { PageContainer } from '../../../components/layout/page-container';
import { SeoText } from '../../../components/layout/seo-text';
import { HeroCarousel } from '../hero/hero-carousel';
import { HomeSections, type SectionView } from './home-sections';

/** `Featured`: live featured content the route puts under the heading (the jackpots' ticker). */
export function HomePage({
  data,
  GamesSection,
  Featured,
}: {
  data: PageData<'home'>;
  GamesSection: SectionView;
  Featured?: ComponentType;
}) {
  const { lead, sections } = data.payload.data;
  return (
    <PageContainer>
      <HydrationIsland>
        <HeroCarousel banners={data.banner} />
      </HydrationIsland>
      <header className="flex flex-col gap-2">
        <h1 data-testid="page-h1" className="text-2xl font-extrabold tracking-tight text-fg lg:text-3xl">
          {data.seo.h1}
        </h1>
        <p className="max-w-3xl leading-relaxed text-muted">{lead}</p>
        <DepositLimitLink className="self-start" />
      </header>
      {Featured ? <Featured /> : null}
      <HomeSections sections={sections} GamesSection={GamesSection} />
      <HydrationIsland>
        <SeoText text={data.seo.seoText} />
      </HydrationIsland>
    </PageContainer>
  );
}
