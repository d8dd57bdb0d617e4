import type {
  TMeditationSession,
  TStartMeditationRequest,
  TStartMeditationResponse,
} from '@manifest/contracts/meditations';
import type { Knex } from 'knex';
import { MEDITATION_POINTS } from '../../domain/points-rules';
import { HttpError } from '../../lib/http-error';
import { actionTime } from '../points/action-time';
import { awardPoints, recordUncountedActivity } from '../points/points-service';
import { localDayForUser } from '../points/user-time-zone';
import { sessionMinutes, type MeditationCatalogue } from './meditation-catalogue';
import { insertSession, listSessions, type MeditationSessionRow } from './meditations-repository';

export const MEDITATION_NOT_FOUND_MESSAGE = 'Meditation not found';

const toSessionView = (row: MeditationSessionRow): TMeditationSession => ({
  id: row.id,
  meditationId: row.meditation_id,
  duration: row.duration_minutes,
  startedAt: row.started_at.toISOString(),
  createdAt: row.created_at.toISOString(),
});

export type MeditationsService = ReturnType<typeof createMeditationsService>;

export function createMeditationsService({
  knex,
  now,
  catalogue,
}: {
  knex: Knex;
  now: () => Date;
  catalogue: MeditationCatalogue;
}) {
  return {
    async sessions(userId: string): Promise<TMeditationSession[]> {
      return (await listSessions(knex, userId)).map(toSessionView);
    },

    /**
     * Records a session. The first session of a meditation on a local day
     * counts: it pays MEDITATION_POINTS (within the daily cap) and adds one
     * meditation and its minutes to stats and badges. Further starts of it that
     * day are listed as sessions and in the track record but count nothing,
     * so quick restarts cannot earn Zen Master or inflate the minutes. The
     * session counts for the user's day of `startedAt`, which must lie within
     * OFFLINE_ACTION_MAX_AGE_HOURS (a session logged offline is sent later).
     */
    async start(userId: string, input: TStartMeditationRequest): Promise<TStartMeditationResponse> {
      const at = now();
      const doneAt = actionTime(input.startedAt, at, { name: 'startedAt', label: 'Start time' });
      const meditation = await catalogue.find(input.meditationId);
      if (!meditation)
        throw new HttpError(404, MEDITATION_NOT_FOUND_MESSAGE, { field: 'meditationId' });
      const minutes = sessionMinutes(meditation.durationSeconds);
      return knex.transaction(async (trx) => {
        const row = await insertSession(trx, {
          userId,
          meditationId: meditation.id,
          minutes,
          startedAt: new Date(input.startedAt),
          at,
        });
        const activity = {
          type: 'meditation',
          action: 'started',
          title: meditation.title,
          metadata: { meditationId: meditation.id, sessionId: row.id, minutes },
          completedAt: doneAt,
        } as const;
        const localDay = await localDayForUser(trx, userId, doneAt);
        const reward = await awardPoints(trx, {
          userId,
          sourceKey: `meditation:${meditation.id}:${localDay}`,
          points: MEDITATION_POINTS,
          activity,
        });
        // One activity per session, even when this meditation already counted today.
        if (!reward.isRecorded) await recordUncountedActivity(trx, { userId, activity });
        return { ...toSessionView(row), pointsAwarded: reward.points };
      });
    },
  };
}
