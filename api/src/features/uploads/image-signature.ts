// The formats the API decodes, recognised from their first bytes only: the
// Content-Type header and the file name are the sender's word, not evidence.
// Anything else (SVG, HTML, PDF, TIFF, HEIC …) never reaches the decoder.

export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const GIF87A = ascii('GIF87a');
const GIF89A = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
// The first chunk of a WebP: lossy, lossless or extended.
const WEBP_CHUNKS = [ascii('VP8 '), ascii('VP8L'), ascii('VP8X')];

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length &&
  signature.every((byte, index) => bytes[at + index] === byte);

/** The image format these bytes begin as, or null for anything the API does not take. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, GIF87A) || startsWith(bytes, GIF89A)) return 'gif';
  if (
    startsWith(bytes, RIFF) &&
    startsWith(bytes, WEBP, 8) &&
    WEBP_CHUNKS.some((chunk) => startsWith(bytes, chunk, 12))
  ) {
    return 'webp';
  }
  return null;
}
