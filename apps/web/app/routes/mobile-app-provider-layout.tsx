import { Outlet } from 'react-router';
import { RouteErrorPage } from '../components/layout/route-error-page';
import type { Route } from './+types/mobile-app-provider-layout';

/** The mobile app's webview area: pages without the site header, footer and navigation. */
const WEBVIEW_MAIN =
  'mx-auto min-h-dvh w-full max-w-3xl bg-surface-0 px-4 pt-[calc(1rem+env(safe-area-inset-top))] pb-[calc(1rem+env(safe-area-inset-bottom))]';

export default function MobileAppProviderLayout() {
  return (
    <main className={WEBVIEW_MAIN}>
      <Outlet />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main className={WEBVIEW_MAIN}>
      <RouteErrorPage error={error} />
    </main>
  );
}
