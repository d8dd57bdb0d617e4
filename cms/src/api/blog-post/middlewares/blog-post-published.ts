import type { Core } from '@strapi/strapi';

/**
 * Only published posts leave the CMS over REST. Strapi 5's Content API accepts
 * `?status=draft` from anyone allowed to `find`, which would expose drafts to
 * the public; this pins every read to the published version.
 */
const blogPostPublished: Core.MiddlewareFactory = () => async (ctx, next) => {
  (ctx.query as Record<string, unknown>).status = 'published';
  await next();
};

export default blogPostPublished;
