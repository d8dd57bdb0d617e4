import { MANIFESTATION_GOAL_CATEGORY } from '@manifest/contracts/goals';
import { ZPlanAnswers, type TPlanAnswers, type TUserPlan } from '@manifest/contracts/plan';
import type { Knex } from 'knex';
import { GOAL_POINTS } from '../../domain/points-rules';
import type { Logger } from '../../lib/logger';
import { findGoalForUpdate, insertGoal, updateGoal } from '../goals/goals-repository';
import { awardPoints } from '../points/points-service';
import { findPlanRow, lockPlanRow, markFirstRunDone, savePlanRow } from './plan-repository';
import { toUserPlan } from './plan-view';
import { makeStarterPlan, type MeditationOption } from './starter-plan';

export type PlanService = ReturnType<typeof createPlanService>;

/**
 * The first run's answers and the starter plan made from them (issue 38). The plan's
 * manifestation goal is drafted once per person and then only edited: answering again
 * renames the same goal, so it is paid for once (as any goal, `goal:<goalId>`).
 */
export function createPlanService({
  knex,
  now,
  logger,
  meditations,
  reminderTimeChanged,
}: {
  knex: Knex;
  now: () => Date;
  logger: Logger;
  /** The meditations the API serves (`GET /api/meditations/list`), read from the CMS's cache. */
  meditations: () => Promise<readonly MeditationOption[]>;
  /** The practice reminder follows the plan's reminder time when the answer changes it. */
  reminderTimeChanged: (userId: string, time: string) => Promise<void>;
}) {
  /** The catalogue, or none while the CMS cannot be read: a plan is made either way. */
  async function readMeditations(): Promise<readonly MeditationOption[]> {
    try {
      return await meditations();
    } catch (error) {
      logger.warn('Starter plan made without the meditation catalogue', {
        error: error instanceof Error ? error.message : String(error),
      });
      return [];
    }
  }

  /** The drafted goal, renamed when the answer changed, or a new one (paid once). */
  async function draftGoal(
    trx: Knex.Transaction,
    userId: string,
    title: string,
    draftGoalId: string | null,
    at: Date,
  ): Promise<string> {
    const drafted = draftGoalId ? await findGoalForUpdate(trx, userId, draftGoalId) : undefined;
    if (drafted) {
      if (drafted.title !== title) await updateGoal(trx, drafted.id, { title }, at);
      return drafted.id;
    }
    const goal = await insertGoal(
      trx,
      userId,
      {
        title,
        description: '',
        category: MANIFESTATION_GOAL_CATEGORY,
        target_date: null,
        status: 'active',
        progress: 0,
        image_url: null,
        // As the goal-setting page writes the manifestation goal, so it shows there to finish.
        metadata: { howLifeWillFeel: '', supportiveBeliefs: '', isManifestationGoal: true },
      },
      at,
    );
    await awardPoints(trx, {
      userId,
      sourceKey: `goal:${goal.id}`,
      points: GOAL_POINTS,
      activity: {
        type: 'goal',
        action: 'created',
        title: goal.title,
        metadata: { goalId: goal.id, category: goal.category },
        completedAt: at,
      },
    });
    return goal.id;
  }

  return {
    async get(userId: string): Promise<TUserPlan> {
      return toUserPlan(await findPlanRow(knex, userId));
    },

    /** Saves the answers and makes the plan from them; the first run is then done. */
    async save(userId: string, answers: TPlanAnswers): Promise<TUserPlan> {
      const catalogue = await readMeditations();
      const at = now();
      const { saved, previousTime } = await knex.transaction(async (trx) => {
        const row = await lockPlanRow(trx, userId);
        // "Later" keeps the drafted goal (the person may have worked on it) and remembers it.
        const goalId = answers.mainGoal
          ? await draftGoal(trx, userId, answers.mainGoal, row.draft_goal_id, at)
          : null;
        const savedRow = await savePlanRow(trx, userId, {
          answers,
          plan: makeStarterPlan(answers, catalogue, goalId),
          draftGoalId: goalId ?? row.draft_goal_id,
          at,
        });
        return {
          saved: toUserPlan(savedRow),
          previousTime: ZPlanAnswers.safeParse(row.answers).data?.reminderTime,
        };
      });
      // A time set in the reminder settings stays until the plan's answer changes it.
      if (previousTime !== answers.reminderTime) {
        await reminderTimeChanged(userId, answers.reminderTime);
      }
      return saved;
    },

    /** Skipped: never asked again; answers given before (in settings) stay. */
    async skip(userId: string): Promise<TUserPlan> {
      return toUserPlan(await markFirstRunDone(knex, userId, now()));
    },
  };
}
