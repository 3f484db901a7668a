import { useSyncExternalStore } from 'react';

/**
 * A value that lives outside React (the open modal, the toasts, the play mode...), so any code can change it
 * and every subscribed component re-renders, without a provider in the tree.
 */
export interface Store<T> {
  get(): T;
  set(next: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

/** `initial` may be a function, read on first use: browser-only sources (storage, cookies) are then never read at import. */
export function createStore<T>(initial: T | (() => T)): Store<T> {
  let value: { current: T } | null = typeof initial === 'function' ? null : { current: initial };
  const listeners = new Set<() => void>();
  const get = (): T => {
    if (!value) value = { current: (initial as () => T)() };
    return value.current;
  };
  return {
    get,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (current: T) => T)(get()) : next;
      if (Object.is(resolved, get())) return;
      value = { current: resolved };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Subscribes a component to a store. `serverValue` is what the server rendered: hydration uses it, so a value
 * read from browser storage updates the page after hydration instead of causing a mismatch.
 */
export function useStore<T>(store: Store<T>, serverValue: T = store.get()): T {
  return useSyncExternalStore(store.subscribe, store.get, () => serverValue);
}
