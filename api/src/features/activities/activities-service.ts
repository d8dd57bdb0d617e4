import type {
  TActivity,
  TActivityListQuery,
  TCreateActivityRequest,
} from '@manifest/contracts/activities';
import type { Knex } from 'knex';
import { HttpError } from '../../lib/http-error';
import { recordUncountedActivity } from '../points/points-service';
import { findActivity, listActivities } from './activities-repository';
import { completedAtProblem } from './activity-rules';

export type ActivitiesService = ReturnType<typeof createActivitiesService>;

export function createActivitiesService({ knex, now }: { knex: Knex; now: () => Date }) {
  return {
    list: (userId: string, query: TActivityListQuery) => listActivities(knex, userId, query),

    /**
     * Logs what the browser reports, for the track record only: it pays 0
     * whatever it claims and moves no streak, active day, stat or badge count
     * (it may be back-dated, and the server cannot check it happened).
     */
    async log(userId: string, input: TCreateActivityRequest): Promise<TActivity> {
      const at = now();
      const completedAt = input.completedAt ? new Date(input.completedAt) : at;
      const problem = completedAtProblem(completedAt, at);
      if (problem) throw new HttpError(400, problem, { field: 'completedAt' });

      return knex.transaction(async (trx) => {
        const { activityId } = await recordUncountedActivity(trx, {
          userId,
          activity: {
            type: input.type,
            action: input.action,
            title: input.title,
            ...(input.description ? { description: input.description } : {}),
            ...(input.metadata ? { metadata: input.metadata } : {}),
            completedAt,
          },
        });
        const activity = await findActivity(trx, userId, activityId);
        if (!activity) throw new Error('logged activity vanished');
        return activity;
      });
    },
  };
}
