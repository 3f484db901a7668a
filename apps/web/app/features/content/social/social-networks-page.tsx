import type { PageData } from '@casino/contracts';
import { ShieldCheck } from 'lucide-react';
import { PageContainer } from '../../../components/layout/page-container';
import { SeoText } from '../../../components/layout/seo-text';
import { useBrand } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { PageIntro } from '../shared/page-intro';
import { brandNetworkCards } from './brand-networks';
import { NetworkCard } from './network-card';

export function SocialNetworksPage({ data }: { data: PageData<'social-networks'> }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const { intro, networks } = data.payload.data;
  const cards = brandNetworkCards(brand.social, networks);
  return (
    <PageContainer>
      <PageIntro title={data.seo.h1} intro={intro} art="cards" />
      <section aria-label={data.seo.h1} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map((card) => (
          <NetworkCard key={card.network} card={card} />
        ))}
      </section>
      <aside className="flex items-start gap-4 rounded-2xl bg-win/8 p-5 ring-1 ring-win/25 lg:p-6">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-win" />
        <div className="flex flex-col gap-1">
          <h2 className="font-semibold text-fg">{t('pages.social.officialTitle')}</h2>
          <p className="text-sm leading-relaxed text-muted">{t('pages.social.officialText')}</p>
        </div>
      </aside>
      <SeoText text={data.seo.seoText} />
    </PageContainer>
  );
}
