import { beforeAll, describe, expect, it } from 'vitest';

import { render } from './prerender';

describe("the practice pages' frames", () => {
  // A page's file is loaded when it is first drawn (the server draws its pages at start).
  beforeAll(() => render('/daily-tasks', { signedIn: true }), 30_000);

  it('draw the page without anything only the browser knows: the data, the clock', async () => {
    const frame = await render('/daily-tasks', { signedIn: true });
    expect(frame?.signedIn).toBe(true);
    expect(frame?.html).toContain('Daily Manifestation Tasks');
    expect(frame?.html).toContain('Current Time');
    // The server's clock and time zone are not the person's.
    expect(frame?.html).not.toContain('<time');
    expect(frame?.state.queries).toEqual([]);
  });

  it('are never drawn for a visitor', async () => {
    expect(await render('/daily-tasks')).toBeNull();
  });
});
