import { localizePath } from '@casino/contracts';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { navItems } from '../../../lib/nav-items';

const ITEMS = navItems();

/** Links to the information pages that exist. */
export function FooterLinks() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <ul className="grid gap-2.5">
      {ITEMS.map((item) => (
        <li key={item.name}>
          <Link
            to={localizePath(item.path, lang)}
            className="text-sm text-muted transition-colors hover:text-fg"
          >
            {t(item.labelKey)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
