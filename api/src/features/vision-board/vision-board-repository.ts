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

/** An item with the goal made from it, if any ('Make it a goal'). */
export type VisionItemWithGoalRow = VisionItemRow & { goal_id: string | null };

export type NewVisionItem = Pick<VisionItemRow, 'title' | 'category' | 'description' | 'image_url'>;

export async function listVisionItems(db: Db, userId: string): Promise<VisionItemWithGoalRow[]> {
  return db('vision_board_items as item')
    .select('item.*', 'goal.id as goal_id')
    .leftJoin('goals as goal', 'goal.vision_item_id', 'item.id')
    .where({ 'item.user_id': userId })
    .orderBy([{ column: 'item.created_at', order: 'desc' }, { column: 'item.id' }]);
}

/** The user's item, locked until the transaction ends, or undefined. */
export async function findVisionItemForUpdate(
  trx: Knex.Transaction,
  userId: string,
  id: string,
): Promise<VisionItemRow | undefined> {
  return trx<VisionItemRow>('vision_board_items')
    .where({ id, user_id: userId })
    .forUpdate()
    .first();
}

/** The id of the goal made from the item, or null. */
export async function goalIdOfVisionItem(db: Db, itemId: string): Promise<string | null> {
  const row = (await db('goals').select('id').where({ vision_item_id: itemId }).first()) as
    { id: string } | undefined;
  return row?.id ?? null;
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
