import type { Knex } from 'knex';
import type { LocalDay } from '../../domain/time-zones';
import type { UploadUsage } from './upload-limits';

type Db = Knex | Knex.Transaction;

export type UploadRow = {
  id: string;
  user_id: string;
  content_type: string;
  bytes: Uint8Array;
  byte_size: number;
  width: number;
  height: number;
  created_at: Date;
};

export type NewUpload = Pick<UploadRow, 'content_type' | 'bytes' | 'width' | 'height'>;
export type StoredUpload = Pick<UploadRow, 'id' | 'content_type' | 'width' | 'height'>;
export type ServedUpload = Pick<UploadRow, 'id' | 'content_type' | 'bytes'>;

/** Holds the user's row until the transaction ends, so two uploads of one user check their limits in turn. */
export async function lockUser(trx: Knex.Transaction, userId: string): Promise<void> {
  await trx('users').select('id').where({ id: userId }).forUpdate();
}

export async function findUploadUsage(
  db: Db,
  userId: string,
  localDay: LocalDay,
): Promise<UploadUsage> {
  const day = (await db('upload_days')
    .select('uploads')
    .where({ user_id: userId, local_day: localDay })
    .first()) as { uploads: number } | undefined;
  const [stored] = (await db('uploads').where({ user_id: userId }).sum({ bytes: 'byte_size' })) as {
    bytes: string | number | null;
  }[];
  return { uploadsToday: day?.uploads ?? 0, storedBytes: Number(stored?.bytes ?? 0) };
}

export async function insertUpload(
  trx: Knex.Transaction,
  userId: string,
  upload: NewUpload,
  at: Date,
): Promise<StoredUpload> {
  const [row] = (await trx('uploads')
    .insert({
      ...upload,
      user_id: userId,
      byte_size: upload.bytes.byteLength,
      created_at: at,
    })
    .returning(['id', 'content_type', 'width', 'height'])) as StoredUpload[];
  if (!row) throw new Error('insert into uploads returned no row');
  return row;
}

/** Counts one upload on the user's local day; deleting the image later does not uncount it. */
export async function countUpload(
  trx: Knex.Transaction,
  userId: string,
  localDay: LocalDay,
): Promise<void> {
  await trx('upload_days')
    .insert({ user_id: userId, local_day: localDay, uploads: 1 })
    .onConflict(['user_id', 'local_day'])
    .merge({ uploads: trx.raw('upload_days.uploads + 1') });
}

export async function findUpload(db: Db, id: string): Promise<ServedUpload | undefined> {
  return (await db('uploads').select('id', 'content_type', 'bytes').where({ id }).first()) as
    ServedUpload | undefined;
}

export async function deleteUpload(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db('uploads').where({ id, user_id: userId }).del().returning('id');
  return deleted.length > 0;
}

export async function isOwnUpload(db: Db, userId: string, id: string): Promise<boolean> {
  return (await db('uploads').select('id').where({ id, user_id: userId }).first()) !== undefined;
}
