import { useSyncExternalStore } from 'react';

/** Spec section 9: below 1024 px is mobile (the `lg` breakpoint of app.css). */
export const DESKTOP_MEDIA_QUERY = '(min-width: 1024px)';

function subscribe(listener: () => void): () => void {
  const query = window.matchMedia(DESKTOP_MEDIA_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/**
 * true on desktop widths, false on mobile, null while the server renders and the page hydrates (the server
 * cannot know the width, so both layouts are rendered and CSS shows the right one until then).
 */
export function useIsDesktop(): boolean | null {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(DESKTOP_MEDIA_QUERY).matches,
    () => null,
  );
}
