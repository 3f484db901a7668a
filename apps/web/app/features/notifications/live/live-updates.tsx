import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';

/** The push client, its handlers and notices: loaded once the page is idle, so no page waits for them. */
const LiveUpdatesClient = lazy(() => import('./live-updates-client'));

/** However busy the page stays, live updates start within this time. */
const START_WITHIN_MS = 3_000;

function useStartWhenIdle(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const start = () => setStarted(true);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start, { timeout: START_WITHIN_MS });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(start, START_WITHIN_MS / 3);
    return () => window.clearTimeout(timer);
  }, []);
  return started;
}

/**
 * Real-time updates of the site's pages (spec section 7, Real-time): the push connection with its message
 * handlers, which update what the page shows without reloading it, and the notices they raise. Other features'
 * handlers come as `children`, started with them.
 */
export function LiveUpdates({ children }: { children?: ReactNode }) {
  const started = useStartWhenIdle();
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <LiveUpdatesClient />
      {children}
    </Suspense>
  );
}
