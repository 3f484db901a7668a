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

/**
 * Data the server never has (a player's balance, their unread count), withheld until the page has hydrated. A part
 * that hydrates late (its chunk loads after the page) must first draw what the server drew, though the query cache
 * may have the data by then; otherwise React finds the HTML changed and throws the part away.
 */
export function useClientData<T>(data: T | undefined): T | undefined {
  return useHydrated() ? data : undefined;
}
