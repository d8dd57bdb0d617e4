import type { Core } from '@strapi/strapi';

/** A comment comes with the post it belongs to (documentId and slug only), never the whole article. */
export const COMMENT_POPULATE = {
  post: { fields: ['slug'] },
} as const;

const commentPopulate: Core.MiddlewareFactory = () => async (ctx, next) => {
  (ctx.query as Record<string, unknown>).populate = COMMENT_POPULATE;
  await next();
};

export default commentPopulate;
