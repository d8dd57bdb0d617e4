import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { MarkdownArticle } from './markdown-article';
import { markdownFingerprint } from './markdown-fingerprint';
import { SafeMarkdown } from './safe-markdown';

const ARTICLE = '## Why small steps\n\nOne page a day is **365 pages** a year.';

describe('markdownFingerprint', () => {
  it('names the same text the same way, and tells texts apart', () => {
    expect(markdownFingerprint(ARTICLE)).toBe(markdownFingerprint(`${ARTICLE}`));
    expect(markdownFingerprint(ARTICLE)).not.toBe(markdownFingerprint(`${ARTICLE}!`));
    expect(markdownFingerprint('ab')).not.toBe(markdownFingerprint('ba'));
    expect(markdownFingerprint('')).toMatch(/^[0-9a-z]+-0$/);
  });
});

describe('MarkdownArticle on the server', () => {
  it("draws SafeMarkdown's article, named by its Markdown's fingerprint", async () => {
    const { prelude } = await prerenderToNodeStream(
      <MarkdownArticle markdown={ARTICLE} className="text-lg" fallback={<p>Loading</p>} />,
    );
    const html = await text(prelude.pipe(new PassThrough()));
    const expected = renderToStaticMarkup(<SafeMarkdown markdown={ARTICLE} className="text-lg" />);

    expect(html).toContain(expected);
    expect(expected).toContain(`data-markdown-fingerprint="${markdownFingerprint(ARTICLE)}"`);
    expect(expected).toContain('<strong class="font-semibold">365 pages</strong>');
    expect(html).not.toContain('Loading');
  });
});
