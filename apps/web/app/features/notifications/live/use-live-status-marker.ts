import { useEffect } from 'react';
import { useLiveStatus } from '../../../lib/realtime/push-state';

/**
 * `data-live` on `<html>`: whether live updates arrive (`connected`, `connecting`, `disconnected`), as
 * `data-hydrated` says the page is interactive, for styles and for browser tests that wait for a push.
 */
export function useLiveStatusMarker(): void {
  const status = useLiveStatus();
  useEffect(() => {
    document.documentElement.dataset.live = status;
  }, [status]);
}
