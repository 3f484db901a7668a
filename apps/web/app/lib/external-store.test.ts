import { describe, expect, it, vi } from 'vitest';
import { createStore } from './external-store';

describe('external store', () => {
  it('reads a lazy initial value on first use only', () => {
    const initial = vi.fn(() => 1);
    const store = createStore(initial);
    expect(initial).not.toHaveBeenCalled();
    expect(store.get()).toBe(1);
    expect(store.get()).toBe(1);
    expect(initial).toHaveBeenCalledOnce();
  });

  it('notifies subscribers of changes, not of equal values', () => {
    const store = createStore(1);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set(1);
    store.set((value) => value + 1);
    expect(store.get()).toBe(2);
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
    store.set(3);
    expect(listener).toHaveBeenCalledOnce();
  });
});
