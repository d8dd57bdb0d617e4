import type { TAcceptedImageType } from '@manifest/contracts/uploads';

const EXTENSIONS: Record<TAcceptedImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/**
 * Headers of a served upload besides its type and ETag: never sniffed as
 * anything else, shown inline under a fixed name, nothing in it may run or load
 * (even opened on its own), only this site may embed it, and kept by this
 * browser alone (never a shared cache) while its signed URL works: the bytes
 * behind an id never change, so no revalidation either.
 */
export function servedImageHeaders(
  contentType: TAcceptedImageType,
  secondsLeft: number,
): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': `inline; filename="image.${EXTENSIONS[contentType]}"`,
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cache-Control': `private, max-age=${secondsLeft}, immutable`,
  };
}
