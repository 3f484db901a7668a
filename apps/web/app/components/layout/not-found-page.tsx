import { localizePath } from '@casino/contracts';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/app-data';
import { useTranslation } from '../../lib/i18n';

export function NotFoundPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 py-24 text-center">
      <title>{t('notFound.title')}</title>
      <p className="text-8xl font-black text-accent">404</p>
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="text-muted">{t('notFound.text')}</p>
      <Link
        to={localizePath('/', lang)}
        className="rounded-xl bg-accent px-5 py-3 font-semibold text-accent-fg"
      >
        {t('notFound.home')}
      </Link>
    </section>
  );
}
