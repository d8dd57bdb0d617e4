import type { TPlanAnswers, TStarterPlan } from '@manifest/contracts/plan';
import type { Knex } from 'knex';

type Db = Knex | Knex.Transaction;

export type PlanRow = {
  user_id: string;
  /** ZPlanAnswers as stored (jsonb), or null when the first run was skipped. */
  answers: unknown;
  /** ZStarterPlan as stored (jsonb), or null when the first run was skipped. */
  plan: unknown;
  first_run_done_at: Date | null;
  /** The goal drafted from `mainGoal`, kept while the answer is "later"; null once deleted. */
  draft_goal_id: string | null;
  updated_at: Date;
};

const COLUMNS = ['user_id', 'answers', 'plan', 'first_run_done_at', 'draft_goal_id', 'updated_at'];

export async function findPlanRow(db: Db, userId: string): Promise<PlanRow | undefined> {
  return db('user_plans').select(COLUMNS).where({ user_id: userId }).first();
}

/**
 * The person's row, made if missing and locked until the transaction ends, so two
 * saves of one person run one after the other (one drafted goal, paid once).
 */
export async function lockPlanRow(trx: Knex.Transaction, userId: string): Promise<PlanRow> {
  await trx('user_plans').insert({ user_id: userId }).onConflict('user_id').ignore();
  const row = (await trx('user_plans')
    .select(COLUMNS)
    .where({ user_id: userId })
    .forUpdate()
    .first()) as PlanRow | undefined;
  if (!row) throw new Error(`user_plans row of ${userId} vanished`);
  return row;
}

// jsonb goes in as text so knex never mistakes an array or object for something else.
export async function savePlanRow(
  trx: Knex.Transaction,
  userId: string,
  {
    answers,
    plan,
    draftGoalId,
    at,
  }: { answers: TPlanAnswers; plan: TStarterPlan; draftGoalId: string | null; at: Date },
): Promise<PlanRow> {
  const [row] = (await trx('user_plans')
    .where({ user_id: userId })
    .update({
      answers: JSON.stringify(answers),
      plan: JSON.stringify(plan),
      draft_goal_id: draftGoalId,
      first_run_done_at: trx.raw('coalesce(first_run_done_at, ?)', [at]),
      updated_at: at,
    })
    .returning(COLUMNS)) as PlanRow[];
  if (!row) throw new Error(`user_plans row of ${userId} vanished`);
  return row;
}

/** The first run is over (finished or skipped); answers already given stay as they are. */
export async function markFirstRunDone(db: Db, userId: string, at: Date): Promise<PlanRow> {
  const [row] = (await db('user_plans')
    .insert({ user_id: userId, first_run_done_at: at, updated_at: at })
    .onConflict('user_id')
    .merge({
      first_run_done_at: db.raw(
        'coalesce(user_plans.first_run_done_at, excluded.first_run_done_at)',
      ),
    })
    .returning(COLUMNS)) as PlanRow[];
  if (!row) throw new Error(`user_plans row of ${userId} was not written`);
  return row;
}
