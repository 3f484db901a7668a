import type { PageData } from '@casino/contracts';
import { Mail } from 'lucide-react';
import { PageContainer } from '../../../components/layout/page-container';
import { SeoText } from '../../../components/layout/seo-text';
import { buttonClass } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { HERO_BACKDROP } from '../shared/backdrop';
import { IconCard } from '../shared/icon-card';
import { PageIntro } from '../shared/page-intro';
import { SectionHeading } from '../shared/section-heading';
import { PartnershipSteps } from './partnership-steps';

export function PartnershipPage({ data }: { data: PageData<'partnership'> }) {
  const { t } = useTranslation();
  const { intro, benefits, steps, contactText, contactEmail } = data.payload.data;
  const mailto = `mailto:${contactEmail}`;
  return (
    <PageContainer>
      <PageIntro title={data.seo.h1} intro={intro} art="crown">
        <a href={mailto} className={buttonClass('primary', 'lg')}>
          <Mail aria-hidden="true" className="size-5" />
          {t('pages.partnership.writeUs')}
        </a>
      </PageIntro>
      <section aria-labelledby="partnership-benefits" className="flex flex-col gap-5">
        <SectionHeading id="partnership-benefits" title={t('pages.partnership.benefitsTitle')} />
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {benefits.map((benefit) => (
            <IconCard key={benefit.title} card={benefit} />
          ))}
        </div>
      </section>
      <section aria-labelledby="partnership-steps" className="flex flex-col gap-5">
        <SectionHeading id="partnership-steps" title={t('pages.partnership.stepsTitle')} />
        <PartnershipSteps steps={steps} />
      </section>
      <section
        aria-labelledby="partnership-contact"
        style={HERO_BACKDROP}
        className="flex flex-col items-start gap-5 rounded-3xl p-6 ring-1 ring-accent/25 md:flex-row md:items-center md:justify-between lg:p-10"
      >
        <div className="flex items-start gap-4">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-accent text-accent-fg">
            <Mail aria-hidden="true" className="size-6" />
          </span>
          <div className="flex flex-col gap-1">
            <h2 id="partnership-contact" className="text-xl font-bold text-fg lg:text-2xl">
              {t('pages.partnership.contactTitle')}
            </h2>
            <p className="max-w-xl text-sm leading-relaxed text-muted lg:text-base">{contactText}</p>
            <a href={mailto} className="mt-1 font-semibold break-all text-accent hover:text-accent-strong">
              {contactEmail}
            </a>
          </div>
        </div>
        <a href={mailto} className={buttonClass('primary', 'lg', 'max-md:w-full')}>
          {t('pages.partnership.writeUs')}
        </a>
      </section>
      <SeoText text={data.seo.seoText} />
    </PageContainer>
  );
}
