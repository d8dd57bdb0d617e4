import type { Knex } from 'knex';

type Db = Knex | Knex.Transaction;

/** Whether this browser has signed in to this account before. */
export async function isKnownDevice(db: Db, userId: string, deviceHash: string): Promise<boolean> {
  const row = await db('known_devices')
    .where({ user_id: userId, device_hash: deviceHash })
    .first('id');
  return row !== undefined;
}

/** Whether the API issued this device id to anyone: a made-up id is known to no account. */
export async function isIssuedDevice(db: Db, deviceHash: string): Promise<boolean> {
  const row = await db('known_devices').where({ device_hash: deviceHash }).first('id');
  return row !== undefined;
}

/** Records that this browser signed in to this account now (once per account and browser). */
export async function rememberDevice(
  db: Db,
  device: { userId: string; deviceHash: string; at: Date },
): Promise<void> {
  await db('known_devices')
    .insert({
      user_id: device.userId,
      device_hash: device.deviceHash,
      created_at: device.at,
      last_seen_at: device.at,
    })
    .onConflict(['user_id', 'device_hash'])
    .merge(['last_seen_at']);
}
