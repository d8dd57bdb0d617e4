import { afterEach, describe, expect, it, vi } from 'vitest';

import { createServiceSlot } from './service-slot';

afterEach(() => vi.restoreAllMocks());

describe('createServiceSlot', () => {
  it('calls what the shell provided, with the caller arguments', () => {
    const slot = createServiceSlot<[string], string>('greeting', () => 'nobody');
    slot.provide((name) => `hello ${name}`);
    expect(slot.isProvided()).toBe(true);
    expect(slot.call('Ava')).toBe('hello Ava');
  });

  it('answers the fallback (and says so) while nothing is provided, e.g. a remote run alone', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const slot = createServiceSlot<[], number>('count', () => 0);
    expect(slot.call()).toBe(0);
    expect(info).toHaveBeenCalledWith('[shell-services] count: no shell here, nothing to do');
  });

  it('takes back only its own implementation', () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const slot = createServiceSlot<[], string>('which', () => 'none');
    const takeBackFirst = slot.provide(() => 'first');
    slot.provide(() => 'second');
    takeBackFirst();
    expect(slot.call()).toBe('second');
  });
});
