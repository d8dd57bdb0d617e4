/**
 * What the media library accepts: images only (blog featured images are its
 * one use), at most 10 MB, recognised from their bytes.
 *
 * Strapi 5.54's own check detects a type from the bytes with `file-type`, but
 * when the bytes match nothing it knows (HTML, SVG, any text) it falls back to
 * the file name, so `page.html` renamed `page.png` is stored as an image. Here
 * the bytes must be one of these formats AND agree with the file's extension,
 * because the extension is what /uploads serves the file's type from.
 * SVG is left out on purpose: it can carry scripts.
 */
import path from 'node:path';

export const UPLOAD_SIZE_LIMIT_BYTES = 10 * 1024 * 1024;

export const IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
] as const;
type ImageType = (typeof IMAGE_TYPES)[number];

const TYPE_BY_EXTENSION: Record<string, ImageType> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

/** File name extensions /uploads serves; anything else there is never sent. */
export const IMAGE_EXTENSIONS = Object.keys(TYPE_BY_EXTENSION);

/** Bytes a signature check needs from the start of a file. */
export const SIGNATURE_BYTES = 12;

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** The image type the first bytes of a file announce, if it is one of IMAGE_TYPES. */
export function imageTypeFromBytes(head: Uint8Array): ImageType | undefined {
  const starts = (...signature: number[]) => signature.every((byte, index) => head[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (['GIF87a', 'GIF89a'].includes(ascii(head, 0, 6))) return 'image/gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  // ISO base media file: a box of type `ftyp` whose major brand is AVIF (still or sequence).
  if (ascii(head, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(head, 8, 12))) {
    return 'image/avif';
  }
  return undefined;
}

/** The image type a file name promises, if it is one of IMAGE_TYPES. */
export function imageTypeFromName(fileName: string): ImageType | undefined {
  return TYPE_BY_EXTENSION[path.extname(fileName).toLowerCase()];
}

/** Why an uploaded file is refused, or undefined when it is an image whose name tells the truth. */
export function uploadedImageProblem(fileName: string, head: Uint8Array): string | undefined {
  const fromBytes = imageTypeFromBytes(head);
  if (fromBytes === undefined) {
    return `${fileName}: only PNG, JPEG, GIF, WebP or AVIF images can be uploaded, and its content is none of them`;
  }
  const fromName = imageTypeFromName(fileName);
  if (fromName !== fromBytes) {
    const expected = IMAGE_EXTENSIONS.filter((ext) => TYPE_BY_EXTENSION[ext] === fromBytes);
    return `${fileName}: its content is ${fromBytes}, so its name must end in ${expected.join(' or ')}`;
  }
  return undefined;
}
