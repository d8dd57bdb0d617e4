import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { StatCard, StatCardSkeleton } from './stat-card';

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('StatCard', () => {
  it('reads as its label (a heading), the figure with its unit, then the footer', () => {
    const html = renderToStaticMarkup(
      <StatCard
        label="Current Streak"
        icon={<svg />}
        tone="streak"
        value={12}
        unit="days"
        footer="Best: 21 days"
      />,
    );
    // A card like the others (the pages' tests find a figure by its card and heading).
    expect(html).toMatch(/^<div data-slot="card"/);
    expect(html).toMatch(/<h3[^>]*>Current Streak<\/h3>/);
    expect(textOf(html)).toBe('Current Streak 12 days Best: 21 days');
    // The icon is decoration: the label says what the figure is.
    expect(html).toMatch(/<span aria-hidden="true" data-slot="tone-icon"[^>]*><svg>/);
  });

  it('draws the glow of its tone only when asked, hidden from assistive technology', () => {
    const card = (hasGlow: boolean) =>
      renderToStaticMarkup(
        <StatCard label="Points" icon={<svg />} tone="success" value={5} hasGlow={hasGlow} />,
      );
    expect(card(true)).toMatch(/<div aria-hidden="true" class="[^"]*blur-2xl[^"]*bg-success\/10/);
    expect(card(false)).not.toContain('blur-2xl');
  });
});

describe('StatCardSkeleton', () => {
  it('keeps the label while the figure loads, marked busy, with the footer lines asked for', () => {
    const lines = (html: string) => html.match(/h-3 w-/g)?.length;
    const twoLines = renderToStaticMarkup(<StatCardSkeleton label="Total Points" />);
    expect(twoLines).toContain('aria-busy="true"');
    expect(textOf(twoLines)).toBe('Total Points');
    expect(lines(twoLines)).toBe(2);
    expect(lines(renderToStaticMarkup(<StatCardSkeleton label="Total" footerLines={1} />))).toBe(1);
  });
});
