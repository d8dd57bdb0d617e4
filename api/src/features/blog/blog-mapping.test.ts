import { describe, expect, it } from 'vitest';
import { ZBlogPost, ZBlogPostDetail, ZComment } from '@manifest/contracts/blog';
import { ZStrapiPostCard } from '../content/strapi-schemas';
import {
  absoluteMediaUrl,
  toComment,
  toImageVariants,
  toPostCard,
  toPostDetail,
  withCounts,
} from './blog-mapping';

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
  featuredImage: {
    url: '/uploads/sunrise.jpg',
    width: 2400,
    formats: {
      large: { url: '/uploads/large_sunrise.jpg', width: 1000, height: 500 },
      thumbnail: { url: '/uploads/thumbnail_sunrise.jpg', width: 245, height: 123 },
      medium: { url: '/uploads/medium_sunrise.jpg', width: 750, height: 375 },
      small: { url: '/uploads/small_sunrise.jpg', width: 500, height: 250 },
    },
  },
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
      featuredImageVariants: [
        { url: 'http://cms.example:1337/uploads/thumbnail_sunrise.jpg', width: 245 },
        { url: 'http://cms.example:1337/uploads/small_sunrise.jpg', width: 500 },
        { url: 'http://cms.example:1337/uploads/medium_sunrise.jpg', width: 750 },
        { url: 'http://cms.example:1337/uploads/large_sunrise.jpg', width: 1000 },
        { url: 'http://cms.example:1337/uploads/sunrise.jpg', width: 2400 },
      ],
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
      featuredImageVariants: [],
      category: null,
      publishDate: '2025-03-02',
      readTime: 1,
    });
  });

  it('leaves out a size the CMS wrote oddly, and one width given twice, keeping the image', () => {
    const variants = toImageVariants(
      {
        url: 'https://media.example/dawn.webp',
        width: 500,
        formats: {
          small: { url: '/uploads/small_dawn.webp', width: 500 },
          medium: { url: '/uploads/medium_dawn.webp', width: '750' },
          large: { width: 1000 },
          thumbnail: null,
        },
      },
      CMS,
    );
    expect(variants).toEqual([
      { url: 'http://cms.example:1337/uploads/small_dawn.webp', width: 500 },
    ]);
    expect(toImageVariants({ url: '/uploads/old.png', formats: null }, CMS)).toEqual([]);
  });

  it('reads a post whose image sizes the CMS could not describe: the sizes alone are dropped', () => {
    const parsed = ZStrapiPostCard.parse({
      documentId: 'd',
      slug: 's',
      title: 'T',
      featuredImage: { url: '/uploads/a.jpg', width: 800, formats: 'not an object' },
    });
    expect(toPostCard(parsed, CMS)).toMatchObject({
      featuredImage: 'http://cms.example:1337/uploads/a.jpg',
      featuredImageVariants: [{ url: 'http://cms.example:1337/uploads/a.jpg', width: 800 }],
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
