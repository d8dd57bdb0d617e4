import { BLOG_FEATURED_COUNT, type TBlogCategory, type TComment } from '@manifest/contracts/blog';
import { z } from 'zod';
import type { ContentSource } from '../content/content-source';
import type { ContentTag } from '../content/content-cache';
import {
  strapiList,
  strapiSingle,
  ZStrapiCategory,
  ZStrapiComment,
  ZStrapiPost,
  ZStrapiPostCard,
} from '../content/strapi-schemas';
import {
  toCategory,
  toComment,
  toPostCard,
  toPostDetail,
  type PostCard,
  type PostDetail,
} from './blog-mapping';

// Blog reads from Strapi, each behind the cache. Strapi answers only published
// posts unless asked for drafts, so a draft or unpublished post is never seen.

const POSTS = 'blog-posts';
const CATEGORIES = 'blog-categories';
const COMMENTS = 'comments';

/** Strapi's own cap (config/api.ts maxLimit); lists that are not paged read up to this many. */
const STRAPI_MAX_LIMIT = 100;
const SEARCH_RESULT_LIMIT = 50;

const CARD_FIELDS = ['title', 'slug', 'excerpt', 'publishDate', 'publishedAt', 'readTime'];
const CARD_POPULATE = {
  category: { fields: ['name', 'slug'] },
  featuredImage: { fields: ['url', 'width', 'formats'] },
};
const NEWEST_FIRST = ['publishDate:desc', 'publishedAt:desc'];

// A post card shows its category, so category changes reach post entries too.
const POST_TAGS: readonly ContentTag[] = ['blog-post'];
const CATEGORY_TAGS: readonly ContentTag[] = ['blog-category'];
const COMMENT_TAGS: readonly ContentTag[] = ['comment'];

const ZCardList = strapiList(ZStrapiPostCard);
const ZCreatedStrapiComment = strapiSingle(ZStrapiComment);

export type NewComment = {
  postId: string;
  author: string;
  email?: string | undefined;
  content: string;
};

export type BlogContent = ReturnType<typeof createBlogContent>;

export function createBlogContent({ strapi, cache, mediaBaseUrl }: ContentSource) {
  const readCards = (key: string, query: Record<string, unknown>) =>
    cache.read(
      key,
      POST_TAGS,
      async (signal): Promise<PostCard[]> => {
        const answer = await strapi.get(
          POSTS,
          { fields: CARD_FIELDS, populate: CARD_POPULATE, sort: NEWEST_FIRST, ...query },
          ZCardList,
          signal,
        );
        return answer.data.map((post) => toPostCard(post, mediaBaseUrl));
      },
      // A page past the end or a search that finds nothing: any number of those can be asked for.
      { isNotFound: (cards) => cards.length === 0 },
    );

  return {
    categories: () =>
      cache.read('categories', CATEGORY_TAGS, async (signal): Promise<TBlogCategory[]> => {
        const answer = await strapi.get(
          CATEGORIES,
          {
            fields: ['name', 'slug'],
            sort: ['name:asc'],
            pagination: { start: 0, limit: STRAPI_MAX_LIMIT },
          },
          strapiList(ZStrapiCategory),
          signal,
        );
        return answer.data.map(toCategory);
      }),

    page: (limit: number, offset: number) =>
      readCards(`posts:list:${limit}:${offset}`, { pagination: { start: offset, limit } }),

    featured: () =>
      readCards('posts:featured', {
        filters: { featured: { $eq: true } },
        pagination: { start: 0, limit: BLOG_FEATURED_COUNT },
      }),

    inCategory: (slug: string) =>
      readCards(`posts:category:${slug}`, {
        filters: { category: { slug: { $eq: slug } } },
        pagination: { start: 0, limit: STRAPI_MAX_LIMIT },
      }),

    search: (term: string) =>
      readCards(`posts:search:${term.toLowerCase()}`, {
        filters: {
          $or: [
            { title: { $containsi: term } },
            { excerpt: { $containsi: term } },
            { content: { $containsi: term } },
          ],
        },
        pagination: { start: 0, limit: SEARCH_RESULT_LIMIT },
      }),

    /** The published post with this slug, or null. */
    bySlug: (slug: string) =>
      cache.read(`post:${slug}`, POST_TAGS, async (signal): Promise<PostDetail | null> => {
        const answer = await strapi.get(
          POSTS,
          {
            filters: { slug: { $eq: slug } },
            populate: CARD_POPULATE,
            pagination: { start: 0, limit: 1 },
          },
          strapiList(ZStrapiPost),
          signal,
        );
        const post = answer.data[0];
        return post ? toPostDetail(post, mediaBaseUrl) : null;
      }),

    /** Whether a published post has this id (the CMS document id). */
    hasPost: (postId: string) =>
      cache.read(
        `post-id:${postId}`,
        POST_TAGS,
        async (signal): Promise<boolean> => {
          const answer = await strapi.get(
            POSTS,
            {
              filters: { documentId: { $eq: postId } },
              fields: ['slug'],
              pagination: { start: 0, limit: 1 },
            },
            strapiList(z.object({ documentId: z.string() })),
            signal,
          );
          return answer.data.length > 0;
        },
        { isNotFound: (isFound) => !isFound },
      ),

    /** Approved comments of a post, oldest first. */
    approvedComments: (postId: string) =>
      cache.read(`comments:${postId}`, COMMENT_TAGS, async (signal): Promise<TComment[]> => {
        const answer = await strapi.get(
          COMMENTS,
          {
            filters: {
              post: { documentId: { $eq: postId } },
              moderationState: { $eq: 'approved' },
            },
            fields: ['author', 'content', 'createdAt'],
            sort: ['createdAt:asc', 'id:asc'],
            pagination: { start: 0, limit: STRAPI_MAX_LIMIT },
          },
          strapiList(ZStrapiComment),
          signal,
        );
        return answer.data.map(toComment);
      }),

    /** Stores a visitor's comment as pending; an editor approves it in the CMS. Not cached. */
    async createComment({ postId, author, email, content }: NewComment): Promise<TComment> {
      const answer = await strapi.create(
        COMMENTS,
        { author, content, post: postId, moderationState: 'pending', ...(email ? { email } : {}) },
        ZCreatedStrapiComment,
      );
      return toComment(answer.data);
    },
  };
}
