import { describe, expect, it } from 'vitest';

import { createLinkPreviews, withPostPreview } from './link-previews';

const HTML = '<html><head>\n    <title>Manifest</title>\n  </head><body></body></html>';
const POST = {
  slug: 'the-369-method',
  title: 'The 369 Method <Explained> & "Tested"',
  excerpt: 'Three, six, nine.',
  featuredImage: 'https://cms.example/uploads/369.webp',
};

const answering = (status: number, body: unknown) =>
  (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('link previews', () => {
  it("writes the post's title and Open Graph tags into the head, escaped", () => {
    const page = withPostPreview(HTML, POST);
    expect(page).toContain(
      '<title>The 369 Method &lt;Explained&gt; &amp; &quot;Tested&quot; | Manifest</title>',
    );
    expect(page).toContain(
      '<meta property="og:title" content="The 369 Method &lt;Explained&gt; &amp; &quot;Tested&quot;" />',
    );
    expect(page).toContain(
      '<meta property="og:image" content="https://cms.example/uploads/369.webp" />',
    );
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(page.indexOf('og:title')).toBeLessThan(page.indexOf('</head>'));
  });

  it('asks the API for a post path only, and serves the plain page when it cannot answer', async () => {
    const asked: string[] = [];
    const recording = (async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify(POST));
    }) as unknown as typeof fetch;
    const previews = createLinkPreviews({ apiUrl: 'http://api', fetch: recording });
    expect(await previews('/blog', HTML)).toBe(HTML);
    expect(await previews('/daily-tasks', HTML)).toBe(HTML);
    expect(await previews('/blog/the-369-method', HTML)).toContain('og:title');
    expect(asked).toEqual(['http://api/api/blog/posts/the-369-method/preview']);

    for (const broken of [
      answering(404, { message: 'Post not found' }),
      answering(200, { nope: 1 }),
    ]) {
      expect(
        await createLinkPreviews({ apiUrl: 'http://api', fetch: broken })('/blog/x', HTML),
      ).toBe(HTML);
    }
    const failing = (async () => {
      throw new Error('connection refused');
    }) as unknown as typeof fetch;
    expect(
      await createLinkPreviews({ apiUrl: 'http://api', fetch: failing })('/blog/x', HTML),
    ).toBe(HTML);
  });
});
