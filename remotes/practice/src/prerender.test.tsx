import { beforeAll, describe, expect, it } from 'vitest';

import { buildPages } from './prerender';

describe("the practice pages' frames, built as HTML", () => {
  let pages: Awaited<ReturnType<typeof buildPages>>;
  // Each page's file is loaded when it is first drawn.
  beforeAll(async () => {
    pages = await buildPages();
  }, 30_000);

  it('are built for every path of a page with a frame, each for a browser holding a session', () => {
    expect(pages.map(({ path, signedIn }) => [path, signedIn])).toEqual([
      ['/daily-tasks', true],
      ['/vision-board', true],
      ['/challenges', true],
      ['/meditations', true],
      ['/affirmations', true],
    ]);
  });

  it('draw the page without anything only the browser knows: the data, the clock', () => {
    const frame = pages.find(({ path }) => path === '/daily-tasks');
    expect(frame?.html).toContain('Daily Manifestation Tasks');
    expect(frame?.html).toContain('Current Time');
    // The build's clock and time zone are not the person's.
    expect(frame?.html).not.toContain('<time');
  });
});
