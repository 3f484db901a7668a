import { SiteFooter } from '../components/layout/footer/site-footer';
import { HydrationIsland } from '../components/layout/hydration-island';
import { MobileMenu } from '../components/layout/mobile/mobile-menu';
import { NavigationProgress } from '../components/layout/navigation-progress';
import { SiteSidebar } from '../components/layout/sidebar/site-sidebar';
import { MAIN_CONTENT_ID, SkipLink } from '../components/layout/skip-link';
import { SiteHeader } from './header/site-header';
import { PauseBanner } from './pause-banner';

/**
 * The main area's frame: header, desktop sidebar, the page, footer, and the mobile tab bar, each hydrated on its
 * own. Pages render inside `<main>`, which gives them the side padding, so they need no outer padding of their own.
 */
export function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavigationProgress />
      <HydrationIsland>
        <SiteHeader />
      </HydrationIsland>
      <div className="flex flex-1">
        <HydrationIsland>
          <SiteSidebar />
        </HydrationIsland>
        <div className="flex min-w-0 flex-1 flex-col pb-[calc(4rem+env(safe-area-inset-bottom))] lg:pb-0">
          <PauseBanner />
          <main
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            className="mx-auto w-full max-w-[1440px] flex-1 px-3 py-4 outline-none sm:px-4 lg:px-6 lg:py-6"
          >
            <HydrationIsland>{children}</HydrationIsland>
          </main>
          <HydrationIsland>
            <SiteFooter />
          </HydrationIsland>
        </div>
      </div>
      <HydrationIsland>
        <MobileMenu />
      </HydrationIsland>
    </div>
  );
}
