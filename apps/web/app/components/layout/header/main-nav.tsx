import { localizePath } from '@casino/contracts';
import { NavLink } from 'react-router';
import { useLanguage } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { headerNavItems } from '../../../lib/nav-items';

const ITEMS = headerNavItems();

/** The main sections across the header on wide screens (from the header breakpoint, 1280 px). */
export function MainNav() {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (ITEMS.length === 0) return null;
  return (
    <nav aria-label={t('nav.label')} className="hidden min-w-0 header:block">
      <ul className="flex items-center gap-1">
        {ITEMS.map((item) => (
          <li key={item.name}>
            <NavLink
              to={localizePath(item.path, lang)}
              className={({ isActive }) =>
                `relative inline-flex h-10 items-center rounded-xl px-3 text-sm font-semibold whitespace-nowrap transition-colors ${
                  isActive ? 'bg-surface-2 text-fg' : 'text-muted hover:bg-surface-2/60 hover:text-fg'
                }`
              }
            >
              {t(item.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
