import type { TGoalMetadata, TGoalStatus } from '@manifest/contracts/goals';
import type { Knex } from 'knex';

type Db = Knex | Knex.Transaction;

export type GoalRow = {
  id: string;
  title: string;
  description: string;
  category: string;
  /** 'YYYY-MM-DD': read as text, since a JS Date would shift with the server's zone. */
  target_date: string | null;
  status: TGoalStatus;
  progress: number;
  image_url: string | null;
  metadata: TGoalMetadata;
  completed_at: Date | null;
  /** The vision item it was made from, while that item exists. */
  vision_item_id: string | null;
  created_at: Date;
  updated_at: Date;
};

export type GoalChanges = Partial<
  Pick<
    GoalRow,
    | 'title'
    | 'description'
    | 'category'
    | 'target_date'
    | 'status'
    | 'progress'
    | 'image_url'
    | 'metadata'
    | 'completed_at'
    | 'vision_item_id'
  >
>;

const columns = (db: Db) => [
  'id',
  'title',
  'description',
  'category',
  db.raw('target_date::text as target_date'),
  'status',
  'progress',
  'image_url',
  'metadata',
  'completed_at',
  'vision_item_id',
  'created_at',
  'updated_at',
];

// jsonb goes in as text so knex never mistakes the object for something else.
const toDbChanges = (changes: GoalChanges) =>
  changes.metadata === undefined
    ? changes
    : { ...changes, metadata: JSON.stringify(changes.metadata) };

export async function listGoals(db: Db, userId: string): Promise<GoalRow[]> {
  return db('goals')
    .select(columns(db))
    .where({ user_id: userId })
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id' }]);
}

/** The user's goal, locked until the transaction ends, or undefined. */
export async function findGoalForUpdate(
  trx: Knex.Transaction,
  userId: string,
  id: string,
): Promise<GoalRow | undefined> {
  return trx('goals').select(columns(trx)).where({ id, user_id: userId }).forUpdate().first();
}

async function findGoal(db: Db, id: string): Promise<GoalRow> {
  const row = (await db('goals').select(columns(db)).where({ id }).first()) as GoalRow | undefined;
  if (!row) throw new Error(`goal ${id} vanished`);
  return row;
}

/** The user's goal, or undefined. */
export async function findGoalOf(db: Db, userId: string, id: string): Promise<GoalRow | undefined> {
  return db('goals').select(columns(db)).where({ id, user_id: userId }).first();
}

/** The goal made from the user's vision item, if one was. */
export async function findGoalOfVisionItem(
  db: Db,
  userId: string,
  visionItemId: string,
): Promise<GoalRow | undefined> {
  return db('goals')
    .select(columns(db))
    .where({ user_id: userId, vision_item_id: visionItemId })
    .first();
}

export async function insertGoal(
  trx: Knex.Transaction,
  userId: string,
  goal: Required<Omit<GoalChanges, 'completed_at' | 'vision_item_id'>> &
    Pick<GoalChanges, 'vision_item_id'>,
  at: Date,
): Promise<GoalRow> {
  const [inserted] = (await trx('goals')
    .insert({ ...toDbChanges(goal), user_id: userId, created_at: at, updated_at: at })
    .returning('id')) as { id: string }[];
  if (!inserted) throw new Error('insert into goals returned no row');
  return findGoal(trx, inserted.id);
}

export async function updateGoal(
  trx: Knex.Transaction,
  id: string,
  changes: GoalChanges,
  at: Date,
): Promise<GoalRow> {
  await trx('goals')
    .where({ id })
    .update({ ...toDbChanges(changes), updated_at: at });
  return findGoal(trx, id);
}

export async function deleteGoal(db: Db, userId: string, id: string): Promise<boolean> {
  return (await db('goals').where({ id, user_id: userId }).del()) > 0;
}
