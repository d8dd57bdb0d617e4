import type { Knex } from 'knex';

type Db = Knex | Knex.Transaction;

export type VisionItemRow = {
  id: string;
  user_id: string;
  title: string;
  category: string;
  description: string;
  image_url: string | null;
  created_at: Date;
  updated_at: Date;
};

export type NewVisionItem = Pick<VisionItemRow, 'title' | 'category' | 'description' | 'image_url'>;

export async function listVisionItems(db: Db, userId: string): Promise<VisionItemRow[]> {
  return db<VisionItemRow>('vision_board_items')
    .where({ user_id: userId })
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id' }]);
}

export async function insertVisionItem(
  trx: Knex.Transaction,
  userId: string,
  item: NewVisionItem,
  at: Date,
): Promise<VisionItemRow> {
  const [row] = await trx<VisionItemRow>('vision_board_items')
    .insert({ ...item, user_id: userId, created_at: at, updated_at: at })
    .returning('*');
  if (!row) throw new Error('insert into vision_board_items returned no row');
  return row;
}

/** The updated row, or undefined when the user has no such item. */
export async function updateVisionItemTitle(
  db: Db,
  userId: string,
  id: string,
  title: string,
  at: Date,
): Promise<VisionItemRow | undefined> {
  const [row] = await db<VisionItemRow>('vision_board_items')
    .where({ id, user_id: userId })
    .update({ title, updated_at: at })
    .returning('*');
  return row;
}

export async function deleteVisionItem(db: Db, userId: string, id: string): Promise<boolean> {
  return (await db('vision_board_items').where({ id, user_id: userId }).del()) > 0;
}
