import type { Core } from '@strapi/strapi';

/**
 * The server decides what a blog post comes with, so consumers (the API) never
 * send populate strings: the category's name and slug, and the featured image
 * with its sizes. Anything a caller sent as `populate` is replaced.
 */
export const BLOG_POST_POPULATE = {
  category: { fields: ['name', 'slug'] },
  featuredImage: {
    fields: ['url', 'alternativeText', 'width', 'height', 'formats', 'mime'],
  },
} as const;

const blogPostPopulate: Core.MiddlewareFactory = () => async (ctx, next) => {
  // strapi::query parses the query string into an object cached per request; this edits that object.
  (ctx.query as Record<string, unknown>).populate = BLOG_POST_POPULATE;
  await next();
};

export default blogPostPopulate;
