import { definePages } from '@manifest/remote-kit/pages';

/** The blog remote's pages, one line each (docs/adding-a-page.md). */
export const PAGES = definePages({
  BlogListPage: {
    paths: ['/blog'],
    for: 'both',
    prerender: 'request',
    title: 'Blog: Manifestation, Mindset and Growth | Manifest',
    description:
      'Articles on manifestation, mindset, meditation and habits: practical guidance and stories to keep your transformation going.',
  },
  // A post sets its own title and Open Graph tags (and the shell's server writes them).
  BlogPostPage: { paths: ['/blog/:slug'], for: 'both', prerender: 'request' },
});
