import { IMAGE_NOT_OWN_MESSAGE, UPLOADED_IMAGE_PATH } from '@manifest/contracts/uploads';
import type { Knex } from 'knex';
import { HttpError } from '../../lib/http-error';
import { isOwnUpload } from './uploads-repository';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Refuses (400 naming `imageUrl`) an upload's path that is not one of the
 * person's own uploads: the API signs whatever a goal stores for its owner, so
 * storing someone else's image id would open that image to them. Other URLs
 * (http(s) images elsewhere) and none pass.
 */
export async function checkOwnImageUrl(
  db: Knex | Knex.Transaction,
  userId: string,
  imageUrl: string | null | undefined,
): Promise<void> {
  if (!imageUrl || !UPLOADED_IMAGE_PATH.test(imageUrl)) return;
  const id = imageUrl.slice(imageUrl.lastIndexOf('/') + 1);
  if (!UUID_PATTERN.test(id) || !(await isOwnUpload(db, userId, id))) {
    throw new HttpError(400, IMAGE_NOT_OWN_MESSAGE, { field: 'imageUrl' });
  }
}
