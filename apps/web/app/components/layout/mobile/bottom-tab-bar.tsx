import { localizePath } from '@casino/contracts';
import type { LucideIcon } from 'lucide-react';
import Headset from 'lucide-react/icons/headset';
import Menu from 'lucide-react/icons/menu';
import { NavLink } from 'react-router';
import { useLanguage } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { openModal } from '../../../lib/modals/modal-store';
import { HOME_NAV_ITEM, navItems } from '../../../lib/nav-items';
import type { MainRouteName } from '../../../lib/route-table';
import { routeIcon } from '../../icons/route-icons';

/** Sections that get a tab of their own, with the tab's short label; the others are in the menu sheet. */
const TAB_LABELS: Partial<Record<MainRouteName, string>> = {
  home: 'tabBar.home',
  games: 'tabBar.games',
  mobileApp: 'tabBar.app',
};
const TABS = [HOME_NAV_ITEM, ...navItems()].filter((item) => item.name in TAB_LABELS);

const TAB_CLASS =
  'relative flex h-full w-full flex-col items-center justify-center gap-1 text-[11px] font-semibold transition-colors';

function TabContent({ icon: Icon, label, active }: { icon: LucideIcon; label: string; active: boolean }) {
  return (
    <>
      {active ? (
        <span aria-hidden="true" className="absolute top-0 h-0.5 w-8 rounded-b-full bg-accent" />
      ) : null}
      <Icon className="size-5.5" aria-hidden="true" />
      <span className="max-w-full truncate px-1">{label}</span>
    </>
  );
}

interface BottomTabBarProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
  /** Starts loading the menu sheet's code before the tap ends. */
  onPrepareMenu: () => void;
}

/** The mobile tab bar: home, key sections, support and the full menu. */
export function BottomTabBar({ menuOpen, onOpenMenu, onPrepareMenu }: BottomTabBarProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <nav
      data-testid="bottom-tab-bar"
      aria-label={t('tabBar.label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface-1/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-xl lg:hidden"
    >
      <ul className="flex h-16">
        {TABS.map((item) => (
          <li key={item.name} className="flex-1">
            <NavLink
              to={localizePath(item.path, lang)}
              end={item.path === '/'}
              className={({ isActive }) =>
                `${TAB_CLASS} ${isActive ? 'text-accent-ink' : 'text-muted hover:text-fg'}`
              }
            >
              {({ isActive }) => (
                <TabContent
                  icon={routeIcon(item.name)}
                  label={t(TAB_LABELS[item.name] ?? item.labelKey)}
                  active={isActive}
                />
              )}
            </NavLink>
          </li>
        ))}
        <li className="flex-1">
          <button
            type="button"
            className={`${TAB_CLASS} text-muted hover:text-fg`}
            onClick={() => openModal('SupportContacts')}
          >
            <TabContent icon={Headset} label={t('tabBar.support')} active={false} />
          </button>
        </li>
        <li className="flex-1">
          <button
            type="button"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            data-testid="mobile-menu-button"
            className={`${TAB_CLASS} ${menuOpen ? 'text-accent-ink' : 'text-muted hover:text-fg'}`}
            onPointerDown={onPrepareMenu}
            onFocus={onPrepareMenu}
            onClick={onOpenMenu}
          >
            <TabContent icon={Menu} label={t('tabBar.menu')} active={menuOpen} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
