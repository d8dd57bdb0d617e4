import { z } from 'zod';

// Vision board items (spec 001 sections 2, 3 and 7).

export const VISION_TITLE_MAX_LENGTH = 200;
export const VISION_CATEGORY_MAX_LENGTH = 50;
export const VISION_DESCRIPTION_MAX_LENGTH = 2000;
export const IMAGE_URL_MAX_LENGTH = 2048;
/** What the quick add sends (spec 001 section 3); also the default. */
export const DEFAULT_VISION_CATEGORY = 'Personal';

const BODY_MUST_BE_OBJECT = 'Request body must be a JSON object';
const hasNoNul = (value: string) => !value.includes('\u0000');
const isMissing = (issue: { input?: unknown }) => issue.input === undefined || issue.input === null;

const title = z
  .string({ error: (issue) => (isMissing(issue) ? 'Title is required' : 'Title must be text') })
  .trim()
  .min(1, { error: 'Title is required' })
  .max(VISION_TITLE_MAX_LENGTH, {
    error: `Title must be at most ${VISION_TITLE_MAX_LENGTH} characters`,
  })
  .refine(hasNoNul, { error: 'Title contains an invalid character' });

/** Only http(s) images: no javascript:, data: or file: URLs reach an <img>. */
export const ZImageUrl = z
  .string({ error: 'Image URL must be text' })
  .trim()
  .max(IMAGE_URL_MAX_LENGTH, {
    error: `Image URL must be at most ${IMAGE_URL_MAX_LENGTH} characters`,
  })
  .pipe(z.url({ protocol: /^https?$/, error: 'Image URL must be an http(s) URL' }));

export const ZVisionItem = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TVisionItem = z.infer<typeof ZVisionItem>;

export const ZVisionItemList = z.array(ZVisionItem);
export type TVisionItemList = z.infer<typeof ZVisionItemList>;

/** `POST /api/vision-board`. */
export const ZCreateVisionItemRequest = z.object(
  {
    title,
    category: z
      .string({ error: 'Category must be text' })
      .trim()
      .min(1, { error: 'Category must not be blank' })
      .max(VISION_CATEGORY_MAX_LENGTH, {
        error: `Category must be at most ${VISION_CATEGORY_MAX_LENGTH} characters`,
      })
      .refine(hasNoNul, { error: 'Category contains an invalid character' })
      .default(DEFAULT_VISION_CATEGORY),
    description: z
      .string({ error: 'Description must be text' })
      .trim()
      .max(VISION_DESCRIPTION_MAX_LENGTH, {
        error: `Description must be at most ${VISION_DESCRIPTION_MAX_LENGTH} characters`,
      })
      .refine(hasNoNul, { error: 'Description contains an invalid character' })
      .default(''),
    imageUrl: ZImageUrl.nullish(),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type TCreateVisionItemRequest = z.input<typeof ZCreateVisionItemRequest>;

/** `PUT /api/vision-board/{id}`: the inline title edit sends the title only. */
export const ZUpdateVisionItemRequest = z.object({ title }, { error: BODY_MUST_BE_OBJECT });
export type TUpdateVisionItemRequest = z.infer<typeof ZUpdateVisionItemRequest>;

/** A created item with the points its creation paid (0 past the daily cap). */
export const ZCreateVisionItemResponse = ZVisionItem.extend({
  pointsAwarded: z.number().int().nonnegative(),
});
export type TCreateVisionItemResponse = z.infer<typeof ZCreateVisionItemResponse>;
