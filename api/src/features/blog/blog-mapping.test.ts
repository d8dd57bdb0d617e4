import { describe, expect, it } from 'vitest';
import { ZBlogPost, ZBlogPostDetail, ZComment } from '@manifest/contracts/blog';
import { absoluteMediaUrl, toComment, toPostCard, toPostDetail, withCounts } from './blog-mapping';

const CMS = 'http://cms.example:1337';

const strapiPost = {
  documentId: 'abc123',
  slug: 'morning-rituals',
  title: 'Morning Rituals',
  excerpt: 'Start the day on purpose.',
  publishDate: '2025-01-15',
  publishedAt: '2025-01-16T08:00:00.000Z',
  readTime: 6,
  category: { documentId: 'cat1', name: 'Mindset', slug: 'mindset' },
  featuredImage: { url: '/uploads/sunrise.jpg' },
  content: '# Hello\n\nText',
  author: 'Maya',
  tags: ['habits', 42, '', 'mornings'],
};

describe('blog mapping', () => {
  it('maps a Strapi post to a card the contract accepts, with an absolute image URL', () => {
    const card = withCounts(toPostCard(strapiPost, CMS), 12);
    expect(ZBlogPost.parse(card)).toEqual({
      id: 'abc123',
      slug: 'morning-rituals',
      title: 'Morning Rituals',
      excerpt: 'Start the day on purpose.',
      featuredImage: 'http://cms.example:1337/uploads/sunrise.jpg',
      category: { id: 'cat1', slug: 'mindset', name: 'Mindset' },
      publishDate: '2025-01-15',
      readTime: 6,
      views: 12,
      likes: 0,
    });
  });

  it('fills the gaps an editor may leave: no image, category, excerpt, date or read time', () => {
    const card = toPostCard(
      {
        documentId: 'd',
        slug: 's',
        title: 'T',
        excerpt: null,
        publishDate: null,
        publishedAt: '2025-03-02T10:00:00.000Z',
        readTime: null,
        category: null,
        featuredImage: null,
      },
      CMS,
    );
    expect(card).toMatchObject({
      excerpt: '',
      featuredImage: null,
      category: null,
      publishDate: '2025-03-02',
      readTime: 1,
    });
  });

  it('keeps only text tags on the detail, with markdown content and author', () => {
    const detail = withCounts(toPostDetail(strapiPost, CMS), 0);
    expect(ZBlogPostDetail.parse(detail)).toMatchObject({
      content: '# Hello\n\nText',
      author: 'Maya',
      tags: ['habits', 'mornings'],
    });
  });

  it('leaves an absolute media URL (a cloud upload provider) as it is', () => {
    expect(absoluteMediaUrl('https://cdn.example/x.png', CMS)).toBe('https://cdn.example/x.png');
    expect(absoluteMediaUrl(null, CMS)).toBeNull();
  });

  it('maps a comment without its email, keeping its text exactly', () => {
    const comment = toComment({
      documentId: 'c1',
      author: 'Sam',
      content: '<script>alert(1)</script>',
      createdAt: '2025-01-02T03:04:05.000Z',
    });
    expect(ZComment.parse(comment)).toEqual({
      id: 'c1',
      author: 'Sam',
      content: '<script>alert(1)</script>',
      createdAt: '2025-01-02T03:04:05.000Z',
    });
  });
});
