import type { PageData } from '@casino/contracts';
import { PageContainer } from '../../../components/layout/page-container';
import { SeoText } from '../../../components/layout/seo-text';
import { PageIntro } from '../shared/page-intro';
import { FaqAccordion } from './faq-accordion';
import { FaqJsonLd } from './faq-json-ld';
import { FaqTopics } from './faq-topics';
import { SupportCard } from './support-card';

export function FaqPage({ data }: { data: PageData<'faq'> }) {
  const { intro, groups } = data.payload.data;
  return (
    <PageContainer testId="faq-page">
      <FaqJsonLd groups={groups} />
      <PageIntro title={data.seo.h1} intro={intro} art="chips" />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[240px_minmax(0,1fr)] xl:grid-cols-[260px_minmax(0,1fr)] xl:gap-12">
        <div className="lg:sticky lg:top-20 lg:self-start">
          <FaqTopics groups={groups} />
        </div>
        <div className="flex flex-col gap-10">
          {groups.map((group) => (
            <section key={group.id} aria-labelledby={group.id} className="flex flex-col gap-4">
              <h2 id={group.id} className="scroll-mt-4 text-xl font-bold tracking-tight text-fg lg:text-2xl">
                {group.title}
              </h2>
              <FaqAccordion items={group.items} />
            </section>
          ))}
          <SupportCard />
        </div>
      </div>
      <SeoText text={data.seo.seoText} />
    </PageContainer>
  );
}
