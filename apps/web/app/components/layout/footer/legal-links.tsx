import { localizePath } from '@casino/contracts';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { legalItems } from '../../../lib/nav-items';

const ITEMS = legalItems();

/** The terms, policies, licence and complaints pages every page links to. */
export function LegalLinks() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <nav aria-labelledby="footer-legal" data-testid="footer-legal">
      <h2 id="footer-legal" className="sr-only">
        {t('footer.legalTitle')}
      </h2>
      <ul className="flex flex-wrap gap-x-5 gap-y-2">
        {ITEMS.map((item) => (
          <li key={item.name}>
            <Link
              to={localizePath(item.path, lang)}
              className="text-sm text-muted underline-offset-4 transition-colors hover:text-fg hover:underline"
            >
              {t(item.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
