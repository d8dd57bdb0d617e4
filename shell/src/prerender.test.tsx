import { describe, expect, it } from 'vitest';

import { PAGE_SLOT } from './prerender/page-slot';
import { renderSignedInChrome } from './prerender';

describe('renderSignedInChrome', () => {
  it("draws the chrome at the path, with the page's place and nothing of the user's", async () => {
    const html = await renderSignedInChrome('/daily-tasks');
    expect(html).toContain(`data-testid="page-content"`);
    expect(html.split(PAGE_SLOT)).toHaveLength(2);
    // The path's link and tab are the current ones.
    expect(html).toMatch(/<a data-testid="nav-daily-tasks" aria-current="page"/);
    expect(html).toMatch(/<a data-testid="tab-tasks" aria-current="page"/);
    // Nothing acts before the app does; the points and the avatar wait for the user.
    expect(html).toMatch(/<button disabled="" type="button" data-testid="points-button"/);
    expect(html).toContain('<span class="tabular-nums" data-testid="points-total">…</span>');
    expect(html).toContain('data-slot="skeleton"');
    expect(html).not.toContain('data-testid="trial-banner"');
  });
});
