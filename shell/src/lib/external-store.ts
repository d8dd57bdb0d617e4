import { useSyncExternalStore } from 'react';

export type TExternalStore<T> = {
  get: () => T;
  /** Replaces the value; listeners hear of it only when it changed. */
  set: (next: T) => void;
  /** Calls the listener after each change; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  /** The value in a component, re-rendered on every change. */
  useValue: () => T;
};

/** One value outside React that components read with useSyncExternalStore. */
export function createExternalStore<T>(initial: T): TExternalStore<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const get = () => state;
  return {
    get,
    subscribe,
    set: (next) => {
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    useValue: () => useSyncExternalStore(subscribe, get, get),
  };
}
