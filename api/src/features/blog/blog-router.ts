import type Router from '@koa/router';

import {
  ZBlogPostQuery,
  ZBlogPostsQuery,
  ZBlogSearchQuery,
  ZCreateCommentRequest,
  CATEGORY_NOT_FOUND_MESSAGE,
  SLUG_PATTERN,
} from '@manifest/contracts/blog';
import type { TUser } from '@manifest/contracts/auth';
import { HttpError } from '../../lib/http-error';
import { readBearerToken } from '../../middleware/bearer-token';
import type { BlogService } from './blog-service';
import { createApiRouter } from '../../lib/api-router';

/** /api/blog/*: spec 001 section 7. Public: visitors read posts and comment without signing in. */
export function blogRouter({
  blogService,
  userForToken,
}: {
  blogService: BlogService;
  /** Who is reading, when the browser sends a session; a dead token reads as a visitor. */
  userForToken: (token: string) => Promise<TUser | null>;
}): Router {
  const router = createApiRouter({ prefix: '/api/blog' });

  router.get('/categories', async (ctx) => {
    ctx.body = await blogService.categories();
  });

  router.get('/posts', async (ctx) => {
    const { limit, offset } = ZBlogPostsQuery.parse(ctx.query);
    ctx.body = await blogService.page(limit, offset);
  });

  // Fixed paths before /posts/:slug, which would otherwise take them as slugs.
  router.get('/posts/search', async (ctx) => {
    const { q } = ZBlogSearchQuery.parse(ctx.query);
    ctx.body = await blogService.search(q);
  });

  router.get('/posts/featured', async (ctx) => {
    ctx.body = await blogService.featured();
  });

  router.get('/posts/category/:slug', async (ctx) => {
    const { slug } = ctx.params;
    if (!slug || !SLUG_PATTERN.test(slug)) throw new HttpError(404, CATEGORY_NOT_FOUND_MESSAGE);
    ctx.body = await blogService.inCategory(slug);
  });

  router.get('/posts/:slug/preview', async (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=60');
    ctx.body = await blogService.preview(ctx.params.slug ?? '');
  });

  router.get('/posts/:slug', async (ctx) => {
    // Each read counts a view, so the answer must not be reused by a cache.
    ctx.set('Cache-Control', 'no-store');
    const { view } = ZBlogPostQuery.parse(ctx.query);
    if (view === 'none') {
      ctx.body = await blogService.post(ctx.params.slug ?? '', null);
      return;
    }
    const token = readBearerToken(ctx.get('Authorization'));
    const reader = token ? await userForToken(token) : null;
    ctx.body = await blogService.post(ctx.params.slug ?? '', {
      address: ctx.ip,
      userId: reader?.id,
    });
  });

  router.get('/posts/:postId/comments', async (ctx) => {
    ctx.body = await blogService.comments(ctx.params.postId ?? '');
  });

  router.post('/posts/:postId/comments', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const input = ZCreateCommentRequest.parse(ctx.request.body);
    ctx.body = await blogService.addComment(ctx.params.postId ?? '', input, ctx.ip);
    ctx.status = 201;
  });

  return router;
}
