import { IMAGE_TYPE_MESSAGE, type TAcceptedImageType } from '@manifest/contracts/uploads';
import sharp from 'sharp';
import { HttpError } from '../../lib/http-error';
import { sniffImageFormat } from './image-signature';
import { MAX_IMAGE_SIDE, MAX_INPUT_PIXELS, WEBP_QUALITY } from './upload-limits';

export type EncodedImage = {
  bytes: Buffer;
  contentType: TAcceptedImageType;
  width: number;
  height: number;
};

export const IMAGE_PIXELS_MESSAGE = `Image must be at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`;

const notAnImage = () => new HttpError(415, IMAGE_TYPE_MESSAGE);
const tooManyPixels = () => new HttpError(413, IMAGE_PIXELS_MESSAGE);

// sharp refuses past limitInputPixels (from the header, before decoding) with this message.
const decodingRefusal = (error: unknown) =>
  error instanceof Error && /pixel limit/i.test(error.message) ? tooManyPixels() : notAnImage();

/**
 * Decodes an uploaded PNG, JPEG, WebP or GIF (first frame) and encodes it anew
 * as WebP: turned upright by its EXIF orientation, fitted in MAX_IMAGE_SIDE,
 * without any metadata (EXIF, GPS, XMP, ICC, comments) or whatever else was in
 * the file, so a polyglot's second life does not survive. One output type keeps
 * serving simple; every browser the app supports shows WebP.
 * Throws 415 for bytes that are not such an image and 413 for too many pixels.
 */
export async function reencodeImage(input: Buffer): Promise<EncodedImage> {
  const format = sniffImageFormat(input);
  if (!format) throw notAnImage();

  // failOn 'error': a camera JPEG with a recoverable glitch still loads; a broken file does not.
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const metadata = await image.metadata().catch((error: unknown) => {
    throw decodingRefusal(error);
  });
  // The decoder must agree with the signature: a GIF header on a PNG body is no GIF.
  if (metadata.format !== format) throw notAnImage();
  if (metadata.width * (metadata.pageHeight ?? metadata.height) > MAX_INPUT_PIXELS) {
    throw tooManyPixels();
  }

  try {
    const { data, info } = await image
      .autoOrient()
      .resize({
        width: MAX_IMAGE_SIDE,
        height: MAX_IMAGE_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch (error) {
    throw decodingRefusal(error);
  }
}
