import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** False while the server renders and the page hydrates, true after: for parts that exist only in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
