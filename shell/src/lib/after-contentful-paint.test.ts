import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { afterContentfulPaint } from './after-contentful-paint';

/** The browser's paint entries and observers, as far as the helper reads them. */
let paints: string[] = [];
const observers = new Set<() => void>();
class FakePaintObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    observers.add(this.callback);
  }
  disconnect() {
    observers.delete(this.callback);
  }
}
const paint = (name: string) => {
  paints.push(name);
  for (const callback of [...observers]) callback();
};

describe('afterContentfulPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    paints = [];
    observers.clear();
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    vi.spyOn(performance, 'getEntriesByName').mockImplementation(
      (name) => paints.filter((entry) => entry === name) as unknown as PerformanceEntryList,
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return () => done;
  };

  it('waits past the first paint for the first contentful one, then stops observing', async () => {
    const isDone = settled(afterContentfulPaint());
    paint('first-paint');
    await vi.advanceTimersByTimeAsync(10);
    expect(isDone()).toBe(false);

    paint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(0);
    expect(isDone()).toBe(true);
    expect(observers.size).toBe(0);
  });

  it('resolves in the next task when the page has painted already', async () => {
    paints = ['first-contentful-paint'];
    const isDone = settled(afterContentfulPaint());
    await vi.advanceTimersByTimeAsync(0);
    expect(isDone()).toBe(true);
  });

  it('gives up waiting after the timeout (a tab in the background paints nothing)', async () => {
    const isDone = settled(afterContentfulPaint(3_000));
    await vi.advanceTimersByTimeAsync(2_999);
    expect(isDone()).toBe(false);
    // The timeout's own task, then the one it queues.
    await vi.advanceTimersByTimeAsync(2);
    expect(isDone()).toBe(true);
    expect(observers.size).toBe(0);
  });
});
