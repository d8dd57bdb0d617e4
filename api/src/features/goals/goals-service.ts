import type {
  TCreateGoalMilestoneRequest,
  TUpdateGoalMilestoneRequest,
} from '@manifest/contracts/goal-milestones';
import { GOAL_MILESTONES_MAX } from '@manifest/contracts/goal-milestones';
import type {
  TGoal,
  TGoalWriteResponse,
  ZCreateGoalRequest,
  ZUpdateGoalRequest,
} from '@manifest/contracts/goals';
import type { Knex } from 'knex';
import type { z } from 'zod';
import { GOAL_ACHIEVED_POINTS, GOAL_POINTS } from '../../domain/points-rules';
import { HttpError } from '../../lib/http-error';
import { awardPoints } from '../points/points-service';
import type { ImageUrls } from '../uploads/image-urls';
import { checkOwnImageUrl } from '../uploads/own-image-url';
import { findVisionItemForUpdate } from '../vision-board/vision-board-repository';
import { VISION_ITEM_NOT_FOUND_MESSAGE } from '../vision-board/vision-board-service';
import {
  countMilestones,
  countTaskCompletions,
  deleteMilestone,
  findMilestone,
  insertMilestone,
  listMilestones,
  updateMilestone,
  type MilestoneRow,
} from './goal-parts-repository';
import { nextCompletion } from './goal-status';
import { NO_PARTS, toGoalView, type GoalParts } from './goal-view';
import {
  deleteGoal,
  findGoalForUpdate,
  findGoalOfVisionItem,
  insertGoal,
  listGoals,
  updateGoal,
  type GoalChanges,
  type GoalRow,
} from './goals-repository';

export const GOAL_NOT_FOUND_MESSAGE = 'Goal not found';
export const MILESTONE_NOT_FOUND_MESSAGE = 'Milestone not found';
export const PROGRESS_FOLLOWS_MILESTONES_MESSAGE =
  "This goal's progress follows its milestones: check them off, or remove them to use the slider";
export const TOO_MANY_MILESTONES_MESSAGE = `A goal can have at most ${GOAL_MILESTONES_MAX} milestones`;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new HttpError(404, GOAL_NOT_FOUND_MESSAGE);

type Db = Knex | Knex.Transaction;

export type GoalsService = ReturnType<typeof createGoalsService>;

/** The parts of each of the given goals (milestones, task completions), by goal id. */
async function partsOf(
  db: Db,
  userId: string,
  goalIds?: readonly string[],
): Promise<(goalId: string) => GoalParts> {
  // One after the other: inside a transaction PGlite has one connection.
  const milestones = await listMilestones(db, userId, goalIds);
  const completions = await countTaskCompletions(db, userId, goalIds);
  const byGoal = new Map<string, MilestoneRow[]>();
  for (const milestone of milestones) {
    const list = byGoal.get(milestone.goal_id) ?? [];
    list.push(milestone);
    byGoal.set(milestone.goal_id, list);
  }
  return (goalId) => ({
    milestones: byGoal.get(goalId) ?? [],
    taskCompletions: completions.get(goalId) ?? 0,
  });
}

export function createGoalsService({
  knex,
  now,
  imageUrls,
}: {
  knex: Knex;
  now: () => Date;
  imageUrls: ImageUrls;
}) {
  const toView = (row: GoalRow, parts: GoalParts = NO_PARTS) =>
    toGoalView(row, imageUrls.forBrowser, parts);

  async function viewOf(db: Db, userId: string, row: GoalRow): Promise<TGoal> {
    const parts = await partsOf(db, userId, [row.id]);
    return toView(row, parts(row.id));
  }

  /** The user's goal locked for this transaction, or 404. */
  async function lockGoal(trx: Knex.Transaction, userId: string, id: string): Promise<GoalRow> {
    if (!UUID_PATTERN.test(id)) throw notFound();
    const row = await findGoalForUpdate(trx, userId, id);
    if (!row) throw notFound();
    return row;
  }

  /** Writes a new goal and pays GOAL_POINTS once per goal within the daily cap. */
  async function insertAndPay(
    trx: Knex.Transaction,
    userId: string,
    goal: Parameters<typeof insertGoal>[2],
    at: Date,
  ): Promise<TGoalWriteResponse> {
    const row = await insertGoal(trx, userId, goal, at);
    const reward = await awardPoints(trx, {
      userId,
      sourceKey: `goal:${row.id}`,
      points: GOAL_POINTS,
      activity: {
        type: 'goal',
        action: 'created',
        title: row.title,
        metadata: { goalId: row.id, category: row.category },
        completedAt: at,
      },
    });
    return { ...toView(row), pointsAwarded: reward.points };
  }

  /**
   * "Mark achieved": the goal becomes completed and pays GOAL_ACHIEVED_POINTS,
   * once per goal for ever (the key survives reopening), within the daily cap.
   * The activity is the track record's and the dashboard's 'Goal Completed'.
   */
  async function payAchievement(
    trx: Knex.Transaction,
    userId: string,
    goal: GoalRow,
    at: Date,
  ): Promise<number> {
    const reward = await awardPoints(trx, {
      userId,
      sourceKey: `goal-completed:${goal.id}`,
      points: GOAL_ACHIEVED_POINTS,
      activity: {
        type: 'goal',
        action: 'completed',
        title: goal.title,
        metadata: { goalId: goal.id, category: goal.category },
        completedAt: at,
      },
    });
    return reward.points;
  }

  /** A milestone change on the user's goal, answered with the goal as it is now. */
  async function changeMilestones(
    userId: string,
    goalId: string,
    change: (trx: Knex.Transaction, goal: GoalRow, at: Date) => Promise<void>,
  ): Promise<TGoal> {
    const at = now();
    return knex.transaction(async (trx) => {
      const goal = await lockGoal(trx, userId, goalId);
      await change(trx, goal, at);
      const row = await updateGoal(trx, goal.id, {}, at);
      return viewOf(trx, userId, row);
    });
  }

  async function milestoneOf(trx: Knex.Transaction, goalId: string, id: string) {
    const milestone = UUID_PATTERN.test(id) ? await findMilestone(trx, goalId, id) : undefined;
    if (!milestone) throw new HttpError(404, MILESTONE_NOT_FOUND_MESSAGE);
    return milestone;
  }

  return {
    async list(userId: string): Promise<TGoal[]> {
      const [rows, parts] = await Promise.all([listGoals(knex, userId), partsOf(knex, userId)]);
      return rows.map((row) => toView(row, parts(row.id)));
    },

    /** A new goal is active; creating pays GOAL_POINTS once per goal within the daily cap. */
    async create(
      userId: string,
      input: z.output<typeof ZCreateGoalRequest>,
    ): Promise<TGoalWriteResponse> {
      const at = now();
      return knex.transaction(async (trx) => {
        await checkOwnImageUrl(trx, userId, input.imageUrl);
        return insertAndPay(
          trx,
          userId,
          {
            title: input.title,
            description: input.description,
            category: input.category,
            target_date: input.targetDate ?? null,
            status: 'active',
            progress: input.progress,
            image_url: input.imageUrl ?? null,
            metadata: input.metadata,
          },
          at,
        );
      });
    },

    /**
     * 'Make it a goal': a goal with the vision item's title, description,
     * category and picture, linked to it. Once per item: asked again (a double
     * tap, a second tab) it answers the goal already made, paying nothing.
     */
    async createFromVisionItem(
      userId: string,
      visionItemId: string,
    ): Promise<{ goal: TGoalWriteResponse; isNew: boolean }> {
      const at = now();
      return knex.transaction(async (trx) => {
        const item = UUID_PATTERN.test(visionItemId)
          ? await findVisionItemForUpdate(trx, userId, visionItemId)
          : undefined;
        if (!item) throw new HttpError(404, VISION_ITEM_NOT_FOUND_MESSAGE);
        const existing = await findGoalOfVisionItem(trx, userId, item.id);
        if (existing) {
          return {
            goal: { ...(await viewOf(trx, userId, existing)), pointsAwarded: 0 },
            isNew: false,
          };
        }
        const goal = await insertAndPay(
          trx,
          userId,
          {
            title: item.title,
            description: item.description,
            category: item.category,
            target_date: null,
            status: 'active',
            progress: 0,
            image_url: item.image_url,
            metadata: {},
            vision_item_id: item.id,
          },
          at,
        );
        return { goal, isNew: true };
      });
    },

    async update(
      userId: string,
      id: string,
      input: z.output<typeof ZUpdateGoalRequest>,
    ): Promise<TGoalWriteResponse> {
      const at = now();
      return knex.transaction(async (trx) => {
        const current = await lockGoal(trx, userId, id);
        // The picture it already has is kept as it is (the form sends it back signed).
        if (input.imageUrl !== current.image_url) {
          await checkOwnImageUrl(trx, userId, input.imageUrl);
        }
        if (
          input.progress !== undefined &&
          input.progress !== current.progress &&
          (await countMilestones(trx, current.id)) > 0
        ) {
          throw new HttpError(409, PROGRESS_FOLLOWS_MILESTONES_MESSAGE, { field: 'progress' });
        }

        const { status, transition } = nextCompletion(current.status, input);
        const changes: GoalChanges = {
          title: input.title,
          description: input.description,
          category: input.category,
          target_date: input.targetDate,
          progress: input.progress,
          image_url: input.imageUrl,
          metadata: input.metadata,
          status,
        };
        if (transition === 'complete') changes.completed_at = at;
        else if (transition === 'reopen') changes.completed_at = null;
        const defined = Object.fromEntries(
          Object.entries(changes).filter(([, value]) => value !== undefined),
        ) as GoalChanges;

        const row = await updateGoal(trx, current.id, defined, at);
        const pointsAwarded =
          transition === 'complete' ? await payAchievement(trx, userId, row, at) : 0;
        return { ...(await viewOf(trx, userId, row)), pointsAwarded };
      });
    },

    /**
     * `POST /api/goals/{id}/complete`, "Mark achieved". Idempotent: the goal is
     * locked, so of many racing requests one completes it and pays; the others
     * (and any later repeat) answer the achieved goal with pointsAwarded 0.
     */
    async complete(userId: string, id: string): Promise<TGoalWriteResponse> {
      const at = now();
      return knex.transaction(async (trx) => {
        const current = await lockGoal(trx, userId, id);
        if (current.status === 'completed') {
          return { ...(await viewOf(trx, userId, current)), pointsAwarded: 0 };
        }
        const row = await updateGoal(
          trx,
          current.id,
          { status: 'completed', completed_at: at },
          at,
        );
        const pointsAwarded = await payAchievement(trx, userId, row, at);
        return { ...(await viewOf(trx, userId, row)), pointsAwarded };
      });
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!UUID_PATTERN.test(id) || !(await deleteGoal(knex, userId, id))) throw notFound();
    },

    /** Adds a milestone last; from now on the goal's milestones say how far it is. */
    async addMilestone(
      userId: string,
      goalId: string,
      input: TCreateGoalMilestoneRequest,
    ): Promise<TGoal> {
      return changeMilestones(userId, goalId, async (trx, goal, at) => {
        if ((await countMilestones(trx, goal.id)) >= GOAL_MILESTONES_MAX) {
          throw new HttpError(409, TOO_MANY_MILESTONES_MESSAGE);
        }
        await insertMilestone(trx, userId, goal.id, input.title, at);
      });
    },

    async updateMilestone(
      userId: string,
      goalId: string,
      milestoneId: string,
      input: TUpdateGoalMilestoneRequest,
    ): Promise<TGoal> {
      return changeMilestones(userId, goalId, async (trx, goal, at) => {
        const milestone = await milestoneOf(trx, goal.id, milestoneId);
        const isDoneChange = input.done !== undefined && input.done !== milestone.done;
        const changes = {
          ...(input.title === undefined ? {} : { title: input.title }),
          ...(isDoneChange ? { done: input.done, done_at: input.done ? at : null } : {}),
        };
        // Checking a checked milestone again changes nothing (a double tap).
        if (Object.keys(changes).length > 0) await updateMilestone(trx, milestone.id, changes);
      });
    },

    /** Removes a milestone; without any left, the slider's value counts again. */
    async removeMilestone(userId: string, goalId: string, milestoneId: string): Promise<TGoal> {
      return changeMilestones(userId, goalId, async (trx, goal) => {
        const milestone = await milestoneOf(trx, goal.id, milestoneId);
        await deleteMilestone(trx, milestone.id);
      });
    },
  };
}
