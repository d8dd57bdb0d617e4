import { describe, expect, it, vi } from 'vitest';

import { createExternalStore } from './external-store';

describe('createExternalStore', () => {
  it('tells subscribers of a new value, and never of the same one', () => {
    const store = createExternalStore({ count: 0 });
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(store.get());
    expect(listener).not.toHaveBeenCalled();
    store.set({ count: 1 });
    expect(store.get()).toEqual({ count: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stops telling a listener once it unsubscribes', () => {
    const store = createExternalStore('a');
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.set('b');
    expect(listener).not.toHaveBeenCalled();
  });
});
