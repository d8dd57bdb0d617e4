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
/** A goal or vision item names an upload that is not the person's own (or no longer exists). */
export const IMAGE_NOT_OWN_MESSAGE = 'Image URL must be an image you uploaded';

/** What is stored for an image (a goal's `imageUrl`): its plain path, which serves nothing alone. */
export const uploadedImageUrl = (id: string): string => `/api/uploads/${id}`;

/** The plain path of an upload, as stored. */
export const UPLOADED_IMAGE_PATH = /^\/api\/uploads\/[0-9a-f-]{36}$/;

/**
 * An upload's path as the API hands it to browsers: signed for a while (an
 * `<img>` sends no token, so the URL itself is the key). The first group is
 * the plain path.
 */
export const SIGNED_IMAGE_URL =
  /^(\/api\/uploads\/[0-9a-f-]{36})\?expires=\d{1,12}&signature=[\w-]{43}$/;

/** `GET /api/uploads/{id}?expires=&signature=`: when the URL stops working (Unix seconds) and its HMAC. */
export const ZSignedImageQuery = z.object({
  expires: z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
  signature: z.string().regex(/^[\w-]{43}$/),
});
export type TSignedImageQuery = z.output<typeof ZSignedImageQuery>;

/** `POST /api/uploads/images` → 201: the stored, re-encoded image. */
export const ZUploadedImage = z.object({
  id: z.uuid(),
  /** Signed: shows the image in this browser for a day or two (what a goal stores is the plain path). */
  url: z.string().regex(SIGNED_IMAGE_URL),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The type it is served with, which may differ from the type sent (the API re-encodes). */
  contentType: z.enum(ACCEPTED_IMAGE_TYPES),
});
export type TUploadedImage = z.infer<typeof ZUploadedImage>;
