import { Outlet } from 'react-router';
import { NotFoundPage } from '../components/layout/not-found-page';

/** The mobile app's webview area: pages without the site header, footer and navigation. */
export default function MobileAppProviderLayout() {
  return (
    <main className="min-h-dvh bg-surface-0 p-4">
      <Outlet />
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <main className="min-h-dvh bg-surface-0 p-4">
      <NotFoundPage />
    </main>
  );
}
