import type {
  TGoal,
  TGoalWriteResponse,
  ZCreateGoalRequest,
  ZUpdateGoalRequest,
} from '@manifest/contracts/goals';
import type { Knex } from 'knex';
import type { z } from 'zod';
import { GOAL_POINTS } from '../../domain/points-rules';
import { HttpError } from '../../lib/http-error';
import { recordActivity, awardPoints } from '../points/points-service';
import type { ImageUrls } from '../uploads/image-urls';
import { checkOwnImageUrl } from '../uploads/own-image-url';
import { nextCompletion } from './goal-status';
import { toGoalView } from './goal-view';
import {
  deleteGoal,
  findGoalForUpdate,
  insertGoal,
  listGoals,
  updateGoal,
  type GoalChanges,
  type GoalRow,
} from './goals-repository';

export const GOAL_NOT_FOUND_MESSAGE = 'Goal not found';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new HttpError(404, GOAL_NOT_FOUND_MESSAGE);

export type GoalsService = ReturnType<typeof createGoalsService>;

export function createGoalsService({
  knex,
  now,
  imageUrls,
}: {
  knex: Knex;
  now: () => Date;
  imageUrls: ImageUrls;
}) {
  const toView = (row: GoalRow) => toGoalView(row, imageUrls.forBrowser);

  /**
   * A goal pays once, on creation (points README); completing it records a
   * 0-point activity, keyed so goalsCompleted counts each goal once.
   */
  async function recordCompletion(trx: Knex.Transaction, userId: string, goal: GoalRow, at: Date) {
    await recordActivity(trx, {
      userId,
      sourceKey: `goal-completed:${goal.id}`,
      activity: {
        type: 'goal',
        action: 'completed',
        title: goal.title,
        metadata: { goalId: goal.id, category: goal.category },
        completedAt: at,
      },
    });
  }

  return {
    async list(userId: string): Promise<TGoal[]> {
      return (await listGoals(knex, userId)).map(toView);
    },

    /** A new goal is active; creating pays GOAL_POINTS once per goal within the daily cap. */
    async create(
      userId: string,
      input: z.output<typeof ZCreateGoalRequest>,
    ): Promise<TGoalWriteResponse> {
      const at = now();
      return knex.transaction(async (trx) => {
        await checkOwnImageUrl(trx, userId, input.imageUrl);
        const row = await insertGoal(
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
      });
    },

    async update(
      userId: string,
      id: string,
      input: z.output<typeof ZUpdateGoalRequest>,
    ): Promise<TGoalWriteResponse> {
      if (!UUID_PATTERN.test(id)) throw notFound();
      const at = now();
      return knex.transaction(async (trx) => {
        const current = await findGoalForUpdate(trx, userId, id);
        if (!current) throw notFound();
        // The picture it already has is kept as it is (the form sends it back signed).
        if (input.imageUrl !== current.image_url) {
          await checkOwnImageUrl(trx, userId, input.imageUrl);
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
        if (transition === 'complete') {
          changes.completed_at = at;
          changes.progress ??= 100;
        } else if (transition === 'reopen') {
          changes.completed_at = null;
        }
        const defined = Object.fromEntries(
          Object.entries(changes).filter(([, value]) => value !== undefined),
        ) as GoalChanges;

        if (transition === 'complete') await recordCompletion(trx, userId, current, at);
        const row = await updateGoal(trx, id, defined, at);
        return { ...toView(row), pointsAwarded: 0 };
      });
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!UUID_PATTERN.test(id) || !(await deleteGoal(knex, userId, id))) throw notFound();
    },
  };
}
