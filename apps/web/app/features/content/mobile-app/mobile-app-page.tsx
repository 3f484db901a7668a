import type { PageData } from '@casino/contracts';
import { ArrowDown, ExternalLink } from 'lucide-react';
import { PageContainer } from '../../../components/layout/page-container';
import { SeoText } from '../../../components/layout/seo-text';
import { buttonClass } from '../../../components/ui/button';
import { useBrand } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { IconCard } from '../shared/icon-card';
import { PageIntro } from '../shared/page-intro';
import { SectionHeading } from '../shared/section-heading';
import { InstallCard } from './install-card';

export function MobileAppPage({ data }: { data: PageData<'mobile-app'> }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const { intro, features, platforms } = data.payload.data;
  return (
    <PageContainer>
      <PageIntro title={data.seo.h1} intro={intro} art="phone">
        <a href="#install" className={buttonClass('primary', 'lg')}>
          {t('pages.mobileApp.install')}
          <ArrowDown aria-hidden="true" className="size-5" />
        </a>
        <a
          href={`${brand.appScheme}://`}
          aria-describedby="open-app-hint"
          className={buttonClass('ghost', 'lg')}
        >
          {t('pages.mobileApp.openApp')}
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
        <p id="open-app-hint" className="basis-full text-xs text-muted">
          {t('pages.mobileApp.openAppHint', { brand: brand.name })}
        </p>
      </PageIntro>
      <section aria-labelledby="mobile-app-features" className="flex flex-col gap-5">
        <SectionHeading id="mobile-app-features" title={t('pages.mobileApp.featuresTitle')} />
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {features.map((feature) => (
            <IconCard key={feature.title} card={feature} />
          ))}
        </div>
      </section>
      <section aria-labelledby="install" className="flex flex-col gap-5">
        <SectionHeading id="install" title={t('pages.mobileApp.installTitle')} />
        <div className="grid gap-4 lg:grid-cols-2">
          {platforms.map((platform) => (
            <InstallCard key={platform.os} platform={platform} />
          ))}
        </div>
      </section>
      <SeoText text={data.seo.seoText} />
    </PageContainer>
  );
}
