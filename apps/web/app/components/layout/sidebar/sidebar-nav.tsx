import { localizePath } from '@casino/contracts';
import { NavLink } from 'react-router';
import { useLanguage } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { HOME_NAV_ITEM, navItems } from '../../../lib/nav-items';
import { routeIcon } from '../../icons/route-icons';

const ITEMS = [HOME_NAV_ITEM, ...navItems()];

/** The site's sections with icons; the labels hide when the sidebar is a narrow rail. */
export function SidebarNav({ labelClass }: { labelClass: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="grid gap-1">
        {ITEMS.map((item) => {
          const Icon = routeIcon(item.name);
          const label = t(item.labelKey);
          return (
            <li key={item.name}>
              <NavLink
                to={localizePath(item.path, lang)}
                end={item.path === '/'}
                title={label}
                className={({ isActive }) =>
                  `group/item relative flex h-11 items-center gap-3 rounded-xl px-3 text-sm font-semibold transition-colors ${
                    isActive ? 'bg-surface-2 text-fg' : 'text-muted hover:bg-surface-2/70 hover:text-fg'
                  }`
                }
              >
                {({ isActive }) => (
                  <>
                    {isActive ? (
                      <span
                        aria-hidden="true"
                        className="absolute top-2.5 bottom-2.5 left-0 w-1 rounded-r-full bg-accent"
                      />
                    ) : null}
                    <Icon
                      className={`size-5 shrink-0 ${isActive ? 'text-accent-ink' : ''}`}
                      aria-hidden="true"
                    />
                    <span className={labelClass}>{label}</span>
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
