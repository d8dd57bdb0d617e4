import {
  BLOG_MAX_PAGE_SIZE,
  CATEGORY_NOT_FOUND_MESSAGE,
  POST_NOT_FOUND_MESSAGE,
  SLUG_PATTERN,
  type TBlogCategory,
  type TBlogPost,
  type TBlogPostDetail,
  type TBlogPostPreview,
  type TComment,
  type TCreatedComment,
  type TNewComment,
} from '@manifest/contracts/blog';
import { HttpError } from '../../lib/http-error';
import type { Logger } from '../../lib/logger';
import { CONTENT_UNAVAILABLE_MESSAGE } from '../content/content-cache';
import { CmsRequestError } from '../content/strapi-client';
import type { BlogContent } from './blog-content';
import { withCounts, type PostCard } from './blog-mapping';
import type { CommentThrottle } from './comment-throttle';
import type { ViewCounter, Viewer } from './view-counter';

export type BlogServiceDeps = {
  content: BlogContent;
  views: ViewCounter;
  throttle: CommentThrottle;
  logger: Logger;
};

export type BlogService = ReturnType<typeof createBlogService>;

const MAX_SITEMAP_POSTS = 49_000;

const postNotFound = () => new HttpError(404, POST_NOT_FOUND_MESSAGE);

export function createBlogService({ content, views, throttle, logger }: BlogServiceDeps) {
  const withViews = async (posts: PostCard[]): Promise<TBlogPost[]> => {
    const totals = await views.totalsFor(posts.map((post) => post.id));
    return posts.map((post) => withCounts(post, totals.get(post.id) ?? 0));
  };

  const requirePost = async (postId: string) => {
    if (!SLUG_PATTERN.test(postId) || !(await content.hasPost(postId))) throw postNotFound();
  };

  return {
    categories: (): Promise<TBlogCategory[]> => content.categories(),

    page: async (limit: number, offset: number) => withViews(await content.page(limit, offset)),

    featured: async () => withViews(await content.featured()),

    /** Every published post, newest first, for the sitemap and the feed (no view counts). */
    async allPosts(): Promise<TBlogPost[]> {
      const posts: PostCard[] = [];
      // A sitemap holds at most 50,000 addresses.
      while (posts.length < MAX_SITEMAP_POSTS) {
        const page = await content.page(BLOG_MAX_PAGE_SIZE, posts.length);
        posts.push(...page);
        if (page.length < BLOG_MAX_PAGE_SIZE) break;
      }
      return posts.map((post) => withCounts(post, 0));
    },

    search: async (term: string) => withViews(await content.search(term)),

    async inCategory(slug: string): Promise<TBlogPost[]> {
      const categories = await content.categories();
      if (!categories.some((category) => category.slug === slug)) {
        throw new HttpError(404, CATEGORY_NOT_FOUND_MESSAGE);
      }
      return withViews(await content.inCategory(slug));
    },

    /** What a link preview of the post shows (the shell's server puts it in the page's head); no view. */
    async preview(slug: string): Promise<TBlogPostPreview> {
      if (!SLUG_PATTERN.test(slug)) throw postNotFound();
      const post = await content.bySlug(slug);
      if (!post) throw postNotFound();
      return {
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        featuredImage: post.featuredImage,
      };
    },

    /** The published post; a viewer's read counts a view in our database, a null viewer's none. */
    async post(slug: string, viewer: Viewer | null): Promise<TBlogPostDetail> {
      if (!SLUG_PATTERN.test(slug)) throw postNotFound();
      const post = await content.bySlug(slug);
      if (!post) throw postNotFound();
      const total = viewer
        ? await views.countView(post.id, viewer)
        : ((await views.totalsFor([post.id])).get(post.id) ?? 0);
      return withCounts(post, total);
    },

    async comments(postId: string): Promise<TComment[]> {
      await requirePost(postId);
      return content.approvedComments(postId);
    },

    /** Stored in the CMS as pending: it is listed once an editor approves it. */
    async addComment(
      postId: string,
      input: TNewComment,
      address: string,
    ): Promise<TCreatedComment> {
      await requirePost(postId);
      await throttle.count(address);
      try {
        const comment = await content.createComment({ postId, ...input });
        return { ...comment, moderationState: 'pending' };
      } catch (error) {
        if (!(error instanceof CmsRequestError)) throw error;
        logger.error('Could not store a comment in the CMS', { postId, reason: error.message });
        throw new HttpError(503, CONTENT_UNAVAILABLE_MESSAGE, { headers: { 'Retry-After': '5' } });
      }
    },
  };
}
