import { useBrand } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { BrandLogoLink } from '../brand-logo-link';
import { useLanguageLinks } from '../controls/use-language-links';
import { SocialLinks } from '../social-links';
import { SupportLinks } from '../support-links';
import { FooterLinks } from './footer-links';
import { LegalLinks } from './legal-links';
import { PaymentMarks } from './payment-marks';

function FooterHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="mb-4 text-xs font-bold tracking-wider text-fg uppercase">
      {children}
    </h2>
  );
}

/** Contacts, pages, community, payment methods, language, and the legal and responsible-play notes. */
export function SiteFooter() {
  const { t } = useTranslation();
  const brand = useBrand();
  const languages = useLanguageLinks();

  return (
    <footer data-testid="site-footer" className="mt-12 border-t border-line bg-surface-1">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 md:grid-cols-2 lg:px-8 xl:grid-cols-[1.3fr_1fr_1.2fr_1fr]">
        <div className="grid content-start gap-5">
          <BrandLogoLink size="full" className="self-start" />
          <p className="max-w-sm text-sm leading-relaxed text-muted">{t('footer.responsible')}</p>
          <div className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="flex size-11 shrink-0 items-center justify-center rounded-full border-2 border-danger text-sm font-black text-danger"
            >
              18+
            </span>
            <span className="text-sm font-medium text-fg">{t('footer.adults')}</span>
          </div>
        </div>

        <section aria-labelledby="footer-pages">
          <FooterHeading id="footer-pages">{t('footer.pages')}</FooterHeading>
          <FooterLinks />
        </section>

        <section aria-labelledby="footer-support">
          <FooterHeading id="footer-support">{t('footer.support')}</FooterHeading>
          <SupportLinks />
        </section>

        <div className="grid content-start gap-8">
          <section aria-labelledby="footer-community">
            <FooterHeading id="footer-community">{t('footer.community')}</FooterHeading>
            <SocialLinks />
          </section>
          <nav aria-labelledby="footer-language">
            <FooterHeading id="footer-language">{t('language.label')}</FooterHeading>
            <ul className="flex gap-2">
              {languages.map((link) => (
                <li key={link.lang}>
                  <a
                    href={link.href}
                    hrefLang={link.lang}
                    lang={link.lang}
                    aria-current={link.current ? 'true' : undefined}
                    className={`inline-flex h-9 items-center rounded-lg px-3 text-sm font-semibold ring-1 ring-line transition-colors ${
                      link.current ? 'bg-surface-3 text-fg' : 'text-muted hover:bg-surface-2 hover:text-fg'
                    }`}
                  >
                    {link.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>

      <div className="border-t border-line">
        <div className="mx-auto grid max-w-7xl gap-5 px-4 py-6 lg:px-8">
          <section
            aria-labelledby="footer-payments"
            className="flex flex-wrap items-center justify-between gap-4"
          >
            <h2 id="footer-payments" className="text-xs font-bold tracking-wider text-muted uppercase">
              {t('footer.payments')}
            </h2>
            <PaymentMarks />
          </section>
          <LegalLinks />
          <div className="grid gap-1 text-xs leading-relaxed text-muted">
            <p>
              {t('footer.operator', { operator: brand.legal.operator })} ·{' '}
              {t('footer.licence', { number: brand.legal.licence.number, year: brand.legal.licence.year })}
            </p>
            <p>{t('footer.rights', { brand: brand.name })}</p>
          </div>
        </div>
      </div>
    </footer>
  );
}
