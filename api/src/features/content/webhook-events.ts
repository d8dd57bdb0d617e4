import { z } from 'zod';
import { CONTENT_TAGS, type ContentTag } from './content-cache';

/** The part of Strapi's webhook payload we read: `{ event: 'entry.publish', model: 'blog-post', ... }`. */
export const ZCmsWebhookEvent = z.object(
  {
    event: z.string({ error: 'event is required' }).min(1, { error: 'event is required' }),
    model: z.string().optional(),
  },
  { error: 'Request body must be a JSON object' },
);
export type CmsWebhookEvent = z.infer<typeof ZCmsWebhookEvent>;

// Posts embed their category's name, so a category change drops the posts too.
const TAGS_BY_MODEL: Record<string, readonly ContentTag[]> = {
  'blog-post': ['blog-post'],
  'blog-category': ['blog-category', 'blog-post'],
  comment: ['comment'],
  meditation: ['meditation'],
  affirmation: ['affirmation'],
  'legal-document': ['legal-document'],
};

/**
 * What an event makes stale. Entry events name their model; a media change
 * can touch any post image. Anything unknown drops everything: a needless
 * reload is cheap, serving an editor's old text is not.
 */
export function tagsForCmsEvent({ event, model }: CmsWebhookEvent): readonly ContentTag[] {
  if (event === 'trigger-test') return [];
  if (event.startsWith('media.')) return ['blog-post'];
  if (event.startsWith('entry.') && model !== undefined) {
    return TAGS_BY_MODEL[model] ?? CONTENT_TAGS;
  }
  return CONTENT_TAGS;
}
