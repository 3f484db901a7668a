import { lazy, Suspense } from 'react';
import { BrandLogoLink } from '../../components/layout/brand-logo-link';
import { LanguageSwitch } from '../../components/layout/controls/language-switch';
import { PlayModeSwitch } from '../../components/layout/controls/play-mode-switch';
import { ThemeSwitch } from '../../components/layout/controls/theme-switch';
import { BalanceSlot } from '../../components/layout/header/balance-slot';
import { GuestActions } from '../../components/layout/header/guest-actions';
import { MainNav } from '../../components/layout/header/main-nav';
import { ViewportOnly } from '../../components/ui/viewport-only';
import { HeaderNotifications } from '../../features/notifications/bell/header-notifications';
import { PlayerActions } from './player-actions';

/** The balance and its queries load with players' pages only: guests' pages never fetch them. */
const HeaderBalance = lazy(() => import('../../features/cash/balance/header-balance'));

/** Where the balance sits while it loads: the same size, so the header does not shift. */
function BalancePlaceholder() {
  return <span aria-hidden="true" className="h-10 w-36 animate-pulse rounded-xl bg-surface-2" />;
}

/**
 * The sticky top bar: logo, play mode and sections on the left; language, theme and the account area on the
 * right. On mobile the language and theme move to the menu sheet.
 */
export function SiteHeader() {
  return (
    <header
      data-testid="site-header"
      className="sticky top-0 z-40 h-16 border-b border-line bg-surface-0/85 backdrop-blur-xl backdrop-saturate-150"
    >
      <div className="flex h-full items-center gap-1.5 px-3 sm:gap-3 lg:px-5">
        <BrandLogoLink size="responsive" testId="brand-logo" className="sm:mr-1 lg:mr-3" />
        <PlayModeSwitch />
        <MainNav />
        <div className="ml-auto flex items-center gap-1.5 lg:gap-2">
          <ViewportOnly on="desktop">
            <LanguageSwitch layout="menu" />
            <ThemeSwitch layout="menu" />
            <span aria-hidden="true" className="mx-1.5 h-6 w-px bg-line" />
          </ViewportOnly>
          <BalanceSlot>
            <Suspense fallback={<BalancePlaceholder />}>
              <HeaderBalance />
            </Suspense>
          </BalanceSlot>
          <HeaderNotifications />
          <GuestActions />
          <PlayerActions />
        </div>
      </div>
    </header>
  );
}
