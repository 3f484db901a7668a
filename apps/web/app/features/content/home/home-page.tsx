import type { PageData } from '@casino/contracts';
import { DepositLimitLink } from '../../../components/layout/deposit-limit-link';
import { HydrationIsland } from '../../../components/layout/hydration-island';
import { PageContainer } from '../../../components/layout/page-container';
import { SeoText } from '../../../components/layout/seo-text';
import { HeroCarousel } from '../hero/hero-carousel';
import { HomeSections, type SectionView } from './home-sections';

export function HomePage({ data, GamesSection }: { data: PageData<'home'>; GamesSection: SectionView }) {
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
      <HomeSections sections={sections} GamesSection={GamesSection} />
      <HydrationIsland>
        <SeoText text={data.seo.seoText} />
      </HydrationIsland>
    </PageContainer>
  );
}
