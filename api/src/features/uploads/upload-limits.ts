import { MAX_IMAGE_UPLOAD_BYTES } from '@manifest/contracts/uploads';
import { HttpError } from '../../lib/http-error';

// Every number the uploads feature enforces, in one place.

/** The longest body read; more is a 413 before any decoding. */
export const MAX_IMAGE_BYTES = MAX_IMAGE_UPLOAD_BYTES;
/** Stored images fit in this square (larger ones are scaled down, never up). */
export const MAX_IMAGE_SIDE = 2048;
/**
 * Decoding stops past this many pixels, so a small file that claims a huge
 * canvas (a decompression bomb) never reaches memory. 40 MP covers phone photos.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
/** WebP quality of stored images: no visible loss at the sizes shown. */
export const WEBP_QUALITY = 82;

/** What one person may store. Tests shrink them. */
export type UploadLimits = { uploadsPerDay: number; storedBytesPerUser: number };

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  uploadsPerDay: 30,
  storedBytesPerUser: 200 * 1024 * 1024,
};

/** What a person has used: uploads on their current local day (deleted ones too) and bytes stored now. */
export type UploadUsage = { uploadsToday: number; storedBytes: number };

const MB = 1024 * 1024;
const formatSize = (bytes: number) =>
  bytes >= MB ? `${Math.floor(bytes / MB)} MB` : `${Math.floor(bytes / 1024)} kB`;

/**
 * The refusal for one more image of `newBytes` bytes, or null when it fits.
 * newBytes 0 asks whether any upload could still fit (checked before decoding).
 */
export function uploadQuotaError(
  usage: UploadUsage,
  newBytes: number,
  limits: UploadLimits,
): HttpError | null {
  if (usage.uploadsToday >= limits.uploadsPerDay) {
    return new HttpError(
      429,
      `You can upload at most ${limits.uploadsPerDay} images a day. Please try again tomorrow.`,
    );
  }
  const isFull =
    newBytes === 0
      ? usage.storedBytes >= limits.storedBytesPerUser
      : usage.storedBytes + newBytes > limits.storedBytesPerUser;
  if (isFull) {
    return new HttpError(
      413,
      `Your images may take at most ${formatSize(limits.storedBytesPerUser)} in all. Delete some to upload more.`,
    );
  }
  return null;
}
