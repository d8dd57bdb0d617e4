import type { Core } from '@strapi/strapi';

/**
 * Every comment created over REST starts pending, whatever the caller sent:
 * only an editor approves (in the admin panel), so a leaked API token cannot
 * publish a comment by itself.
 */
const commentPending: Core.MiddlewareFactory = () => async (ctx, next) => {
  const body: unknown = ctx.request.body;
  if (isRecord(body) && isRecord(body.data)) {
    body.data.moderationState = 'pending';
  }
  await next();
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export default commentPending;
