import type {
  TBlogCategory,
  TBlogPost,
  TBlogPostDetail,
  TComment,
  TImageVariant,
} from '@manifest/contracts/blog';
import {
  ZStrapiMediaFormat,
  type StrapiCategory,
  type StrapiComment,
  type StrapiMedia,
  type StrapiPost,
  type StrapiPostCard,
} from '../content/strapi-schemas';

// Strapi documents -> the blog contract. Pure, so the CMS's quirks (nulls,
// relative media paths, JSON tags) are dealt with in one tested place.

/** A post as cached: everything but the counts, which come from our database per request. */
export type PostCard = Omit<TBlogPost, 'views' | 'likes'>;
export type PostDetail = Omit<TBlogPostDetail, 'views' | 'likes'>;

export const toCategory = (category: StrapiCategory): TBlogCategory => ({
  id: category.documentId,
  slug: category.slug,
  name: category.name,
});

/** Strapi's local upload provider gives `/uploads/x.jpg`; cloud providers give absolute URLs. */
export function absoluteMediaUrl(url: string | null | undefined, baseUrl: string): string | null {
  if (!url) return null;
  try {
    return new URL(url, `${baseUrl}/`).href;
  } catch {
    return null;
  }
}

/**
 * The image in each width the CMS made of it and its own, narrowest first, one entry per
 * width. A format without a usable URL or width is left out.
 */
export function toImageVariants(
  media: StrapiMedia | null | undefined,
  baseUrl: string,
): TImageVariant[] {
  if (!media) return [];
  const candidates = [
    ...Object.values(media.formats ?? {}).flatMap((format) => {
      const parsed = ZStrapiMediaFormat.safeParse(format);
      return parsed.success ? [parsed.data] : [];
    }),
    ...(media.width ? [{ url: media.url, width: media.width }] : []),
  ];
  const byWidth = new Map<number, TImageVariant>();
  for (const { url, width } of candidates) {
    const absolute = absoluteMediaUrl(url, baseUrl);
    if (absolute && Number.isInteger(width) && !byWidth.has(width)) {
      byWidth.set(width, { url: absolute, width });
    }
  }
  return [...byWidth.values()].sort((a, b) => a.width - b.width);
}

const DATE = /^\d{4}-\d{2}-\d{2}/;

/** The editor's publish date; else the day it was published in the CMS. */
function publishDateOf(post: StrapiPostCard): string {
  const date = [post.publishDate, post.publishedAt].find((value) => value && DATE.test(value));
  return date ? date.slice(0, 10) : new Date(0).toISOString().slice(0, 10);
}

export function toPostCard(post: StrapiPostCard, mediaBaseUrl: string): PostCard {
  return {
    id: post.documentId,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt ?? '',
    featuredImage: absoluteMediaUrl(post.featuredImage?.url, mediaBaseUrl),
    featuredImageVariants: toImageVariants(post.featuredImage, mediaBaseUrl),
    category: post.category ? toCategory(post.category) : null,
    publishDate: publishDateOf(post),
    readTime: Math.max(1, Math.round(post.readTime ?? 1)),
  };
}

export function toPostDetail(post: StrapiPost, mediaBaseUrl: string): PostDetail {
  const tags = Array.isArray(post.tags)
    ? post.tags.filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '')
    : [];
  return {
    ...toPostCard(post, mediaBaseUrl),
    content: post.content ?? '',
    author: post.author ?? '',
    tags,
  };
}

/** Adds the view count; likes are always 0 on the server (they stay in the browser). */
export function withCounts<T extends PostCard>(
  post: T,
  views: number,
): T & {
  views: number;
  likes: number;
} {
  return { ...post, views, likes: 0 };
}

export const toComment = (comment: StrapiComment): TComment => ({
  id: comment.documentId,
  author: comment.author,
  content: comment.content,
  createdAt: new Date(comment.createdAt).toISOString(),
});
