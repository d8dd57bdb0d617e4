import {
  ACCEPTED_IMAGE_TYPES,
  IMAGE_EMPTY_MESSAGE,
  type TAcceptedImageType,
  type TSignedImageQuery,
  type TUploadedImage,
} from '@manifest/contracts/uploads';
import type { Knex } from 'knex';
import { HttpError } from '../../lib/http-error';
import { localDayForUser } from '../points/user-time-zone';
import { reencodeImage } from './image-encoding';
import type { ImageUrls } from './image-urls';
import { DEFAULT_UPLOAD_LIMITS, uploadQuotaError, type UploadLimits } from './upload-limits';
import {
  countUpload,
  deleteUpload,
  findUpload,
  findUploadUsage,
  insertUpload,
  lockUser,
} from './uploads-repository';

export const UPLOAD_NOT_FOUND_MESSAGE = 'Image not found';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new HttpError(404, UPLOAD_NOT_FOUND_MESSAGE);

const isAcceptedType = (value: string): value is TAcceptedImageType =>
  (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(value);

/** A stored image as served: its checked type, its bytes, and how long its URL still works. */
export type ServedImage = {
  id: string;
  contentType: TAcceptedImageType;
  bytes: Buffer;
  secondsLeft: number;
};

export type UploadsService = ReturnType<typeof createUploadsService>;

export function createUploadsService({
  knex,
  now,
  imageUrls,
  limits = DEFAULT_UPLOAD_LIMITS,
}: {
  knex: Knex;
  now: () => Date;
  imageUrls: ImageUrls;
  limits?: UploadLimits;
}) {
  return {
    /** Checks, re-encodes and stores an uploaded image (bytes as sent). */
    async createImage(userId: string, body: Buffer): Promise<TUploadedImage> {
      if (body.byteLength === 0) throw new HttpError(400, IMAGE_EMPTY_MESSAGE);
      const at = now();
      const localDay = await localDayForUser(knex, userId, at);
      // Someone over a limit costs no decoding; the transaction below checks again.
      const early = uploadQuotaError(await findUploadUsage(knex, userId, localDay), 0, limits);
      if (early) throw early;

      const image = await reencodeImage(body);
      const stored = await knex.transaction(async (trx) => {
        await lockUser(trx, userId);
        const usage = await findUploadUsage(trx, userId, localDay);
        const refusal = uploadQuotaError(usage, image.bytes.byteLength, limits);
        if (refusal) throw refusal;
        const row = await insertUpload(
          trx,
          userId,
          {
            content_type: image.contentType,
            bytes: image.bytes,
            width: image.width,
            height: image.height,
          },
          at,
        );
        await countUpload(trx, userId, localDay);
        return row;
      });
      return {
        id: stored.id,
        url: imageUrls.sign(stored.id),
        width: stored.width,
        height: stored.height,
        contentType: image.contentType,
      };
    },

    /**
     * An image under a URL the API signed that still works (an `<img>` sends no
     * session: whoever holds the URL may see the image until it expires).
     * Tampered with, expired or unknown, it is not found.
     */
    async findSignedImage(id: string, query: TSignedImageQuery): Promise<ServedImage> {
      if (!UUID_PATTERN.test(id)) throw notFound();
      const secondsLeft = imageUrls.secondsLeft(id, query);
      if (secondsLeft === null) throw notFound();
      const row = await findUpload(knex, id);
      if (!row || !isAcceptedType(row.content_type)) throw notFound();
      // pg gives a Buffer, PGlite a Uint8Array: the same bytes either way.
      const bytes = Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
      return { id: row.id, contentType: row.content_type, bytes, secondsLeft };
    },

    /** Only the owner may delete; to anyone else the image does not exist. */
    async removeImage(userId: string, id: string): Promise<void> {
      if (!UUID_PATTERN.test(id) || !(await deleteUpload(knex, userId, id))) throw notFound();
    },
  };
}
