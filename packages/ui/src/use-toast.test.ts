import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  createToastStore,
  dismissToast,
  toast,
  toastStore,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
} from './use-toast';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec limits: one toast at a time, removal 1,000,000 ms after dismissal', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });

  it('shows an open toast with its title, description and variant', () => {
    const store = createToastStore();

    const handle = store.show({
      title: 'Sign In Failed',
      description: 'Invalid email or password',
      variant: 'destructive',
    });

    expect(store.getToasts()).toEqual([
      {
        id: handle.id,
        isOpen: true,
        title: 'Sign In Failed',
        description: 'Invalid email or password',
        variant: 'destructive',
      },
    ]);
  });

  it('keeps only the newest toast visible', () => {
    const store = createToastStore();

    store.show({ title: 'Welcome Back!' });
    store.show({ title: 'Trial Expired', variant: 'destructive' });

    expect(store.getToasts().map((shown) => shown.title)).toEqual(['Trial Expired']);
  });

  it('closes a dismissed toast and removes it only after 1,000,000 ms', () => {
    const store = createToastStore();
    const handle = store.show({ title: 'Welcome Back!' });

    handle.dismiss();

    expect(store.getToasts()).toMatchObject([{ id: handle.id, isOpen: false }]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()).toEqual([]);
  });

  it('dismissing twice does not restart the removal countdown', () => {
    const store = createToastStore();
    const handle = store.show({ title: 'Welcome Back!' });

    handle.dismiss();
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS / 2);
    handle.dismiss();
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS / 2);

    expect(store.getToasts()).toEqual([]);
  });

  it('a pending removal of a pushed-out toast leaves the newer toast alone', () => {
    const store = createToastStore();
    const first = store.show({ title: 'First' });
    first.dismiss();
    store.show({ title: 'Second' });

    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);

    expect(store.getToasts()).toMatchObject([{ title: 'Second', isOpen: true }]);
  });

  it('dismisses every toast when no id is given', () => {
    const store = createToastStore({ limit: 3 });
    store.show({ title: 'One' });
    store.show({ title: 'Two' });

    store.dismiss();

    expect(store.getToasts().map((shown) => shown.isOpen)).toEqual([false, false]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(store.getToasts()).toEqual([]);
  });

  it('updates a toast in place', () => {
    const store = createToastStore();
    const handle = store.show({ title: 'Processing...' });

    handle.update({ title: 'Payment Successful!', description: 'Welcome to the product!' });

    expect(store.getToasts()).toEqual([
      {
        id: handle.id,
        isOpen: true,
        title: 'Payment Successful!',
        description: 'Welcome to the product!',
      },
    ]);
  });

  it('ignores an update for a toast that is gone', () => {
    const store = createToastStore();
    const gone = store.show({ title: 'Old' });
    store.show({ title: 'New' });

    gone.update({ title: 'Changed' });

    expect(store.getToasts().map((shown) => shown.title)).toEqual(['New']);
  });

  it('notifies subscribers of every change until they unsubscribe', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    const handle = store.show({ title: 'Hello' });
    handle.update({ title: 'Hello again' });
    handle.dismiss();
    expect(listener).toHaveBeenCalledTimes(3);

    unsubscribe();
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(listener).toHaveBeenCalledTimes(3);
    expect(store.getToasts()).toEqual([]);
  });

  it('gives each snapshot a new identity so React re-renders', () => {
    const store = createToastStore();
    const before = store.getToasts();

    store.show({ title: 'Hello' });

    expect(store.getToasts()).not.toBe(before);
  });

  it('lets any code raise and dismiss a toast through the shared store', () => {
    const handle = toast({ title: 'Connection Error', variant: 'destructive' });

    expect(toastStore.getToasts()).toMatchObject([
      { id: handle.id, title: 'Connection Error', variant: 'destructive', isOpen: true },
    ]);

    dismissToast(handle.id);
    expect(toastStore.getToasts()).toMatchObject([{ id: handle.id, isOpen: false }]);

    toastStore.remove();
    expect(toastStore.getToasts()).toEqual([]);
  });
});
