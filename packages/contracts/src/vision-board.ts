import { z } from 'zod';
import { BODY_MUST_BE_OBJECT, optionalText, requiredText } from './text';
import { SIGNED_IMAGE_URL, UPLOADED_IMAGE_PATH } from './uploads';

// Vision board items (spec 001 sections 2, 3 and 7).

export const VISION_TITLE_MAX_LENGTH = 200;
export const VISION_CATEGORY_MAX_LENGTH = 50;
export const VISION_DESCRIPTION_MAX_LENGTH = 2000;
export const IMAGE_URL_MAX_LENGTH = 2048;
/** What the quick add sends (spec 001 section 3); also the default. */
export const DEFAULT_VISION_CATEGORY = 'Personal';

const title = requiredText('Title', VISION_TITLE_MAX_LENGTH);

const HTTP_URL = z.url({ protocol: /^https?$/ });

/**
 * Only http(s) images or the person's own uploads: no javascript:, data: or
 * file: URLs reach an <img>. An upload comes as its plain path or as the
 * signed URL the API handed out (a form sends back the picture it showed);
 * either way the plain path is what is stored, since a signature expires.
 */
export const ZImageUrl = z
  .string({ error: 'Image URL must be text' })
  .trim()
  .max(IMAGE_URL_MAX_LENGTH, {
    error: `Image URL must be at most ${IMAGE_URL_MAX_LENGTH} characters`,
  })
  .refine(
    (value) =>
      UPLOADED_IMAGE_PATH.test(value) ||
      SIGNED_IMAGE_URL.test(value) ||
      HTTP_URL.safeParse(value).success,
    { error: 'Image URL must be an http(s) URL' },
  )
  .transform((value) => SIGNED_IMAGE_URL.exec(value)?.[1] ?? value);

export const ZVisionItem = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  /** The goal made from this item ('Make it a goal', `POST /api/vision-board/{id}/goal`), if any. */
  goalId: z.string().nullable(),
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
    category: optionalText('Category', VISION_CATEGORY_MAX_LENGTH)
      .min(1, { error: 'Category must not be blank' })
      .default(DEFAULT_VISION_CATEGORY),
    description: optionalText('Description', VISION_DESCRIPTION_MAX_LENGTH).default(''),
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
