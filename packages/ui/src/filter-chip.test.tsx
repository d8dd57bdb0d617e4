import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { FilterChip } from './filter-chip';

describe('FilterChip', () => {
  it('is a toggle button that never submits the form around it', () => {
    const html = renderToStaticMarkup(<FilterChip isPressed={false}>Gratitude</FilterChip>);
    expect(html).toMatch(
      /^<button type="button"[^>]* aria-pressed="false"[^>]*>Gratitude<\/button>$/,
    );
  });

  it('is announced as pressed, and drawn filled, while its filter is in force', () => {
    const pressed = renderToStaticMarkup(<FilterChip isPressed>Gratitude</FilterChip>);
    expect(pressed).toContain('aria-pressed="true"');
    expect(pressed).toContain('bg-primary text-primary-foreground');
    expect(renderToStaticMarkup(<FilterChip isPressed={false}>Sleep</FilterChip>)).not.toContain(
      'bg-primary text-primary-foreground',
    );
  });
});
