import ChevronsLeft from 'lucide-react/icons/chevrons-left';
import { useBrand } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { useRootData } from '../../../lib/root-data';
import { setSidebarCollapsed, useSidebarCollapsed } from '../../../lib/sidebar-state';
import { SUPPORT_CHANNELS, SupportChannelIcon, supportHref } from '../../icons/support-icons';
import { useLanguageLinks } from '../controls/use-language-links';
import { SidebarNav } from './sidebar-nav';

/**
 * Text that shows in the wide sidebar only: between 1024 and 1152 px the sidebar is always a rail of icons
 * (spec section 9 breakpoints), above that it follows the player's collapse choice.
 */
const LABEL = 'truncate sr-only xl:not-sr-only group-data-[collapsed=true]/sidebar:sr-only';
const HEADING =
  'hidden px-3 text-[11px] font-bold tracking-wider text-muted uppercase xl:block group-data-[collapsed=true]/sidebar:hidden';

/** The desktop sidebar: sections, support contacts and language; collapsible, and remembered in a cookie. */
export function SiteSidebar() {
  const { t } = useTranslation();
  const brand = useBrand();
  const collapsed = useSidebarCollapsed(useRootData().sidebarCollapsed);
  const languages = useLanguageLinks();

  return (
    <aside
      data-testid="sidebar"
      data-collapsed={collapsed}
      aria-label={t('sidebar.label')}
      className="group/sidebar sticky top-16 hidden h-[calc(100dvh-4rem)] w-[76px] shrink-0 flex-col gap-6 overflow-y-auto border-r border-line bg-surface-1 px-3 py-4 transition-[width] duration-200 scrollbar-none lg:flex xl:w-64 data-[collapsed=true]:xl:w-[76px]"
    >
      <SidebarNav labelClass={LABEL} />

      <section aria-labelledby="sidebar-support" className="grid gap-1">
        <h2 id="sidebar-support" className={HEADING}>
          {t('sidebar.support')}
        </h2>
        <ul className="grid gap-1">
          {SUPPORT_CHANNELS.map((channel) => (
            <li key={channel}>
              <a
                href={supportHref(channel, brand.support)}
                target={channel === 'email' ? undefined : '_blank'}
                rel={channel === 'email' ? undefined : 'noopener noreferrer'}
                title={t(`support.${channel}Hint`)}
                className="flex h-10 items-center gap-3 rounded-xl px-3 text-sm font-medium text-muted transition-colors hover:bg-surface-2/70 hover:text-fg"
              >
                <SupportChannelIcon channel={channel} className="size-4.5 shrink-0" />
                <span className={LABEL}>{t(`support.${channel}`)}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="sidebar-language" className="grid gap-2">
        <h2 id="sidebar-language" className={HEADING}>
          {t('sidebar.language')}
        </h2>
        <ul className="flex flex-col gap-1 xl:flex-row xl:px-2 group-data-[collapsed=true]/sidebar:flex-col group-data-[collapsed=true]/sidebar:px-0">
          {languages.map((link) => (
            <li key={link.lang} className="xl:flex-1">
              <a
                href={link.href}
                hrefLang={link.lang}
                lang={link.lang}
                title={link.name}
                aria-current={link.current ? 'true' : undefined}
                className={`flex h-9 items-center justify-center rounded-lg text-xs font-bold transition-colors ${
                  link.current ? 'bg-surface-3 text-fg' : 'text-muted hover:bg-surface-2 hover:text-fg'
                }`}
              >
                {link.badge}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <button
        type="button"
        aria-expanded={!collapsed}
        aria-label={collapsed ? t('sidebar.expand') : t('sidebar.collapse')}
        title={collapsed ? t('sidebar.expand') : t('sidebar.collapse')}
        onClick={() => setSidebarCollapsed(!collapsed)}
        className="mt-auto hidden h-10 items-center gap-3 rounded-xl px-3 text-sm font-medium text-muted transition-colors hover:bg-surface-2 hover:text-fg xl:flex"
      >
        <ChevronsLeft
          className={`size-5 shrink-0 transition-transform duration-200 ${collapsed ? 'rotate-180' : ''}`}
          aria-hidden="true"
        />
        <span className={LABEL}>{t('sidebar.collapse')}</span>
      </button>
    </aside>
  );
}
