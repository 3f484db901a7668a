import type { PageData } from '@casino/contracts';
import { formatDate } from '@casino/i18n';
import { FileText } from 'lucide-react';
import { PageContainer } from '../../../components/layout/page-container';
import { SeoText } from '../../../components/layout/seo-text';
import { useTranslation } from '../../../lib/i18n';
import { LegalBlocks } from './legal-blocks';

/** `2026-11-01` as the site writes dates (DD.MM.YYYY); noon keeps the day the same in every time zone. */
function effectiveDate(iso: string): string {
  return formatDate(new Date(`${iso}T12:00:00Z`));
}

/**
 * Every legal page (terms, policies, licence, complaints): its heading, the date it took effect, a table of
 * contents and the sections, all from the page's content.
 */
export function LegalPage({ data }: { data: PageData<'legal'> }) {
  const { t } = useTranslation();
  const { intro, effectiveDate: effective, sections } = data.payload.data;
  return (
    <PageContainer testId="legal-page">
      <div className="mx-auto grid w-full max-w-6xl gap-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
        <header className="grid gap-3 lg:col-span-2">
          <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-accent/15 text-accent">
            <FileText aria-hidden="true" className="size-6" />
          </span>
          <h1
            data-testid="page-h1"
            className="text-3xl font-extrabold tracking-tight text-balance text-fg lg:text-4xl"
          >
            {data.seo.h1}
          </h1>
          <p className="max-w-3xl text-base leading-relaxed text-pretty text-muted lg:text-lg">{intro}</p>
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">
            {t('legal.page.effective', { date: effectiveDate(effective) })}
          </p>
        </header>
        <nav aria-labelledby="legal-contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="legal-contents" className="mb-3 text-xs font-bold tracking-wider text-fg uppercase">
            {t('legal.page.contents')}
          </h2>
          <ol className="grid gap-1 rounded-2xl bg-surface-1 p-3 ring-1 ring-line">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="block rounded-lg px-3 py-2 text-sm text-muted transition-colors hover:bg-surface-2 hover:text-fg"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="grid gap-5">
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="grid scroll-mt-24 gap-4 rounded-2xl bg-surface-1 p-5 ring-1 ring-line lg:p-7"
            >
              <h2 id={`${section.id}-title`} className="text-lg font-bold tracking-tight text-fg lg:text-xl">
                {section.title}
              </h2>
              <LegalBlocks blocks={section.blocks} />
            </section>
          ))}
        </div>
      </div>
      <SeoText text={data.seo.seoText} />
    </PageContainer>
  );
}
