import {
  UPLOADED_IMAGE_PATH,
  uploadedImageUrl,
  type TSignedImageQuery,
} from '@manifest/contracts/uploads';
import { isSignatureOf, signatureOf } from '../../lib/signed-claim';

/** Part of what is signed, so no other signature of the API opens an image. */
const PURPOSE = 'uploaded-image';
const DAY_SECONDS = 24 * 60 * 60;

/**
 * When a URL signed at `now` stops working (Unix seconds): the end of the next
 * UTC day, 24 to 48 hours away. All day long a picture keeps the same URL, so
 * the browser's cache keeps serving it; the next day it gets a new one.
 */
export function imageUrlExpiry(now: Date): number {
  const startOfToday = Math.floor(now.getTime() / 1000 / DAY_SECONDS) * DAY_SECONDS;
  return startOfToday + 2 * DAY_SECONDS;
}

export type ImageUrls = ReturnType<typeof createImageUrls>;

/**
 * A person's uploads are shown only under URLs the API signed (HMAC of the id
 * and the expiry with IMAGE_URL_SECRET): an `<img>` sends no session, so the
 * unguessable, expiring URL is the key. What is stored stays the plain path.
 */
export function createImageUrls({ secret, now }: { secret: string; now: () => Date }) {
  const sign = (id: string): string => {
    const expires = imageUrlExpiry(now());
    const signature = signatureOf(PURPOSE, `${id}:${expires}`, secret);
    return `${uploadedImageUrl(id)}?expires=${expires}&signature=${signature}`;
  };

  return {
    /** The signed URL of an upload. */
    sign,

    /** What a browser is given for a stored image URL: an upload's path signed, any other URL as it is. */
    forBrowser(stored: string | null): string | null {
      if (stored === null || !UPLOADED_IMAGE_PATH.test(stored)) return stored;
      return sign(stored.slice(stored.lastIndexOf('/') + 1));
    },

    /** How many seconds a signed URL of this id still works; null when tampered with or expired. */
    secondsLeft(id: string, { expires, signature }: TSignedImageQuery): number | null {
      if (!isSignatureOf(PURPOSE, `${id}:${expires}`, signature, secret)) return null;
      const left = expires - Math.floor(now().getTime() / 1000);
      return left > 0 ? left : null;
    },
  };
}
