import { useSyncExternalStore } from 'react';

/** From the header breakpoint (1280 px, app.css) the slip has a column of its own beside the matches. */
const WIDE_QUERY = '(min-width: 1280px)';

function subscribe(listener: () => void): () => void {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/**
 * Whether the slip has its column: null while the server renders and the page hydrates (both places are drawn and
 * CSS shows one), so the slip then exists once.
 */
export function useIsWide(): boolean | null {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_QUERY).matches,
    () => null,
  );
}
