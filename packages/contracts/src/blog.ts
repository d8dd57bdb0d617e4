import { z } from 'zod';
import { BODY_MUST_BE_OBJECT, requiredText } from './text';

// Shapes of the blog calls (spec 001 sections 3 and 7). The content lives in the
// CMS; the API serves it in these shapes, so the browser never sees CMS fields.

export const BLOG_PAGE_SIZE = 9;
export const BLOG_MAX_PAGE_SIZE = 50;
export const BLOG_FEATURED_COUNT = 3;
export const BLOG_SEARCH_MAX_LENGTH = 100;
export const COMMENT_AUTHOR_MAX_LENGTH = 80;
export const COMMENT_CONTENT_MAX_LENGTH = 2000;
const COMMENT_EMAIL_MAX_LENGTH = 254;

export const POST_NOT_FOUND_MESSAGE = 'Post not found';
export const CATEGORY_NOT_FOUND_MESSAGE = 'Category not found';
/** Spec 001 section 5: the comment form's own wording for a missing name or comment. */
export const COMMENT_MISSING_MESSAGE = 'Please provide your name and comment';

export const ZBlogCategory = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
});
export type TBlogCategory = z.infer<typeof ZBlogCategory>;

export const ZBlogCategoryList = z.array(ZBlogCategory);
export type TBlogCategoryList = z.infer<typeof ZBlogCategoryList>;

/** One width the CMS made of an image: the browser picks the one its screen needs (srcset). */
export const ZImageVariant = z.object({
  url: z.url(),
  /** Pixels. */
  width: z.number().int().positive(),
});
export type TImageVariant = z.infer<typeof ZImageVariant>;

/** A post card. `likes` is always 0: likes stay local in the browser. */
export const ZBlogPost = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** Absolute URL, or null when the post has no image (the card shows a placeholder). */
  featuredImage: z.url().nullable(),
  /**
   * The featured image in every width the CMS made of it, its own included, narrowest
   * first; empty without an image or known widths. (Absent from an older API: empty.)
   */
  featuredImageVariants: z.array(ZImageVariant).default([]),
  category: ZBlogCategory.nullable(),
  /** Calendar date, YYYY-MM-DD. */
  publishDate: z.iso.date(),
  /** Minutes. */
  readTime: z.number().int().nonnegative(),
  views: z.number().int().nonnegative(),
  likes: z.number().int().nonnegative(),
});
export type TBlogPost = z.infer<typeof ZBlogPost>;

export const ZBlogPostList = z.array(ZBlogPost);
export type TBlogPostList = z.infer<typeof ZBlogPostList>;

/** `GET /api/blog/posts/{slug}/preview`: what a link preview shows; reading it counts no view. */
export const ZBlogPostPreview = ZBlogPost.pick({
  slug: true,
  title: true,
  excerpt: true,
  featuredImage: true,
});
export type TBlogPostPreview = z.infer<typeof ZBlogPostPreview>;

/** `GET /api/blog/posts/{slug}`: the card plus the article. */
export const ZBlogPostDetail = ZBlogPost.extend({
  /** Markdown. */
  content: z.string(),
  author: z.string(),
  tags: z.array(z.string()),
});
export type TBlogPostDetail = z.infer<typeof ZBlogPostDetail>;

const wholeNumberParam = (name: string, min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int({ error: `${name} must be a whole number` })
    .min(min, { error: `${name} must be at least ${min}` })
    .max(max, { error: `${name} must be at most ${max}` })
    .default(fallback);

/** `GET /api/blog/posts?limit=9&offset={page*9}`: newest publish date first. */
export const ZBlogPostsQuery = z.object({
  limit: wholeNumberParam('limit', 1, BLOG_MAX_PAGE_SIZE, BLOG_PAGE_SIZE),
  offset: wholeNumberParam('offset', 0, Number.MAX_SAFE_INTEGER, 0),
});
export type TBlogPostsQuery = z.infer<typeof ZBlogPostsQuery>;

/** `GET /api/blog/posts/search?q={term}`: matches title, excerpt and content. */
export const ZBlogSearchQuery = z.object({
  q: requiredText('q', BLOG_SEARCH_MAX_LENGTH),
});
export type TBlogSearchQuery = z.infer<typeof ZBlogSearchQuery>;

/**
 * `GET /api/blog/posts/:slug?view=none`: the post read without counting a view (a
 * remote's server prerendering the page; the reader's own read counts).
 */
export const POST_VIEW_VALUES = ['count', 'none'] as const;
export const ZBlogPostQuery = z.object({
  view: z
    .enum(POST_VIEW_VALUES, { error: `view must be one of: ${POST_VIEW_VALUES.join(', ')}` })
    .default('count'),
});

/** An approved comment as listed under a post; the email is never shown. */
export const ZComment = z.object({
  id: z.string(),
  author: z.string(),
  /** Plain text: render it as text, never as HTML. */
  content: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TComment = z.infer<typeof ZComment>;

export const ZCommentList = z.array(ZComment);
export type TCommentList = z.infer<typeof ZCommentList>;

/** `POST /api/blog/posts/{postId}/comments`. An empty email counts as none. */
export const ZCreateCommentRequest = z.object(
  {
    author: requiredText('Name', COMMENT_AUTHOR_MAX_LENGTH, { missing: COMMENT_MISSING_MESSAGE }),
    email: z
      .string({ error: 'Email must be text' })
      .trim()
      .nullish()
      .transform((value) => value || undefined)
      .pipe(
        z
          .email({ error: 'Email must be a valid email' })
          .max(COMMENT_EMAIL_MAX_LENGTH, {
            error: `Email must be at most ${COMMENT_EMAIL_MAX_LENGTH} characters`,
          })
          .optional(),
      ),
    content: requiredText('Comment', COMMENT_CONTENT_MAX_LENGTH, {
      missing: COMMENT_MISSING_MESSAGE,
    }),
  },
  { error: BODY_MUST_BE_OBJECT },
);
/** What the browser sends. */
export type TCreateCommentRequest = z.input<typeof ZCreateCommentRequest>;
/** What the API stores: trimmed, and an empty email dropped. */
export type TNewComment = z.output<typeof ZCreateCommentRequest>;

/** The created comment: it waits for an editor's approval before it is listed. */
export const ZCreatedComment = ZComment.extend({
  moderationState: z.literal('pending'),
});
export type TCreatedComment = z.infer<typeof ZCreatedComment>;

/** The characters a CMS uid field allows; anything else cannot name a post, category or document. */
export const SLUG_PATTERN = /^[A-Za-z0-9\-_.~]{1,200}$/;
