import { localizePath } from '@casino/contracts';
import X from 'lucide-react/icons/x';
import { Dialog } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useLanguage } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { HOME_NAV_ITEM, navItems } from '../../../lib/nav-items';
import { useIsDesktop } from '../../../lib/viewport';
import { routeIcon } from '../../icons/route-icons';
import { iconButtonClass } from '../../ui/icon-button';
import { BrandLogoLink } from '../brand-logo-link';
import { LanguageSwitch } from '../controls/language-switch';
import { ThemeSwitch } from '../controls/theme-switch';
import { SocialLinks } from '../social-links';
import { SupportLinks } from '../support-links';

const ITEMS = [HOME_NAV_ITEM, ...navItems()];

function SheetSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-3">
      <h3 className="text-[11px] font-bold tracking-wider text-muted uppercase">{title}</h3>
      {children}
    </section>
  );
}

interface MobileMenuSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The full-screen mobile menu: every section, language, theme, support and community. */
export default function MobileMenuSheet({ open, onOpenChange }: MobileMenuSheetProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { pathname } = useLocation();
  const isDesktop = useIsDesktop();

  // The sheet belongs to the mobile layout: leaving the page or widening the window closes it.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (pathname === shownOn.current) return;
    shownOn.current = pathname;
    onOpenChange(false);
  }, [pathname, onOpenChange]);
  useEffect(() => {
    if (isDesktop) onOpenChange(false);
  }, [isDesktop, onOpenChange]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/60 backdrop-blur-sm data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="mobile-menu"
          className="fixed inset-0 z-[60] flex flex-col bg-surface-0 outline-none data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-line px-3">
            <BrandLogoLink size="full" onNavigate={() => onOpenChange(false)} />
            <Dialog.Title className="sr-only">{t('menu.title')}</Dialog.Title>
            <Dialog.Close className={iconButtonClass()} aria-label={t('menu.close')}>
              <X className="size-5.5" aria-hidden="true" />
            </Dialog.Close>
          </div>

          <div className="grid flex-1 content-start gap-7 overflow-y-auto px-4 pt-5 pb-[calc(2rem+env(safe-area-inset-bottom))]">
            <nav aria-label={t('nav.label')}>
              <ul className="grid grid-cols-2 gap-2">
                {ITEMS.map((item) => {
                  const Icon = routeIcon(item.name);
                  return (
                    <li key={item.name}>
                      <NavLink
                        to={localizePath(item.path, lang)}
                        end={item.path === '/'}
                        onClick={() => onOpenChange(false)}
                        className={({ isActive }) =>
                          `flex h-full min-h-20 flex-col justify-between gap-2 rounded-2xl p-3.5 text-sm font-semibold ring-1 transition-colors ${
                            isActive
                              ? 'bg-surface-2 text-fg ring-accent/60'
                              : 'bg-surface-1 text-fg ring-line hover:bg-surface-2'
                          }`
                        }
                      >
                        <span className="flex size-9 items-center justify-center rounded-xl bg-accent/15 text-accent-ink">
                          <Icon className="size-5" aria-hidden="true" />
                        </span>
                        {t(item.labelKey)}
                      </NavLink>
                    </li>
                  );
                })}
              </ul>
            </nav>

            <SheetSection title={t('menu.settings')}>
              <LanguageSwitch layout="inline" />
              <ThemeSwitch layout="inline" />
            </SheetSection>

            <SheetSection title={t('support.title')}>
              <SupportLinks />
            </SheetSection>

            <SheetSection title={t('social.title')}>
              <SocialLinks />
            </SheetSection>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
