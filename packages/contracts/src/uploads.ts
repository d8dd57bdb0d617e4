import { z } from 'zod';

// Images a signed-in person uploads (the vision board's own pictures).
// `POST /api/uploads/images` takes the raw bytes as the body, e.g.
// fetch(url, { method: 'POST', body: file, headers: { 'Content-Type': file.type } }).

/** The largest body the API reads; the browser may check a file against it first. */
export const MAX_IMAGE_UPLOAD_BYTES = 5 * 1024 * 1024;

/** What the API accepts, judged from the bytes (never the header or the name): an `accept` list for a file input. */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type TAcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

export const IMAGE_TOO_LARGE_MESSAGE = `Image must be at most ${MAX_IMAGE_UPLOAD_BYTES / (1024 * 1024)} MB`;
export const IMAGE_TYPE_MESSAGE = 'Image must be a PNG, JPEG, WebP or GIF file';
export const IMAGE_EMPTY_MESSAGE = 'Image file is empty';

/** Where a stored image is served (public: an `<img>` sends no token). */
export const uploadedImageUrl = (id: string): string => `/api/uploads/${id}`;

/** `POST /api/uploads/images` → 201: the stored, re-encoded image. */
export const ZUploadedImage = z.object({
  id: z.uuid(),
  url: z.string().regex(/^\/api\/uploads\/[0-9a-f-]{36}$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The type it is served with, which may differ from the type sent (the API re-encodes). */
  contentType: z.enum(ACCEPTED_IMAGE_TYPES),
});
export type TUploadedImage = z.infer<typeof ZUploadedImage>;
