import type {
  TChallenge,
  TChallengeHistoryEntry,
  TCompleteChallengeRequest,
  TCompleteChallengeResponse,
  TResetChallengesResponse,
} from '@manifest/contracts/challenges';
import type { Knex } from 'knex';
import { HttpError } from '../../lib/http-error';
import { recordActivity, awardPoints } from '../points/points-service';
import { CHALLENGES, findChallenge } from './challenge-catalogue';
import {
  clearHistory,
  insertAccepted,
  listHistory,
  markCompleted,
  type ChallengeHistoryRow,
} from './challenges-repository';

export const CHALLENGE_NOT_FOUND_MESSAGE = 'Challenge not found';
export const CHALLENGE_ALREADY_STARTED_MESSAGE = 'Challenge already started';
export const CHALLENGE_ALREADY_COMPLETED_MESSAGE = 'Challenge already completed';

const toEntry = (row: ChallengeHistoryRow): TChallengeHistoryEntry => ({
  challengeId: row.challenge_id,
  status: row.status,
  reflection: row.reflection,
  createdAt: row.created_at.toISOString(),
  completedAt: row.completed_at?.toISOString() ?? null,
});

function challengeOrNotFound(id: string): TChallenge {
  const challenge = findChallenge(id);
  if (!challenge) throw new HttpError(404, CHALLENGE_NOT_FOUND_MESSAGE);
  return challenge;
}

export type ChallengesService = ReturnType<typeof createChallengesService>;

export function createChallengesService({ knex, now }: { knex: Knex; now: () => Date }) {
  return {
    list: (): readonly TChallenge[] => CHALLENGES,

    async history(userId: string): Promise<TChallengeHistoryEntry[]> {
      return (await listHistory(knex, userId)).map(toEntry);
    },

    /** Starting pays nothing (start/reset loops must not earn); a started challenge answers 409. */
    async start(userId: string, id: string): Promise<TChallengeHistoryEntry> {
      const challenge = challengeOrNotFound(id);
      const at = now();
      return knex.transaction(async (trx) => {
        const row = await insertAccepted(trx, userId, challenge.id, at);
        if (!row) throw new HttpError(409, CHALLENGE_ALREADY_STARTED_MESSAGE);
        await recordActivity(trx, {
          userId,
          activity: {
            type: 'challenge',
            action: 'started',
            title: challenge.title,
            metadata: { challengeId: challenge.id },
            completedAt: at,
          },
        });
        return toEntry(row);
      });
    },

    /**
     * Completes a challenge, starting it implicitly when it was not (the
     * dialog's timer completes it directly). Pays the challenge's points once
     * ever: the ledger key 'challenge:<id>' outlives a reset.
     */
    async complete(
      userId: string,
      id: string,
      input: TCompleteChallengeRequest,
    ): Promise<TCompleteChallengeResponse> {
      const challenge = challengeOrNotFound(id);
      const at = now();
      return knex.transaction(async (trx) => {
        const row = await markCompleted(trx, userId, challenge.id, input.reflection || null, at);
        if (!row) throw new HttpError(409, CHALLENGE_ALREADY_COMPLETED_MESSAGE);
        const reward = await awardPoints(trx, {
          userId,
          sourceKey: `challenge:${challenge.id}`,
          points: challenge.points,
          activity: {
            type: 'challenge',
            action: 'completed',
            title: challenge.title,
            description: challenge.description,
            metadata: { challengeId: challenge.id, difficulty: challenge.difficulty },
            completedAt: at,
          },
        });
        return { ...toEntry(row), pointsAwarded: reward.points };
      });
    },

    /** Clears the user's progress; points already paid stay, and are never paid again. */
    async resetAll(userId: string): Promise<TResetChallengesResponse> {
      return { cleared: await clearHistory(knex, userId) };
    },
  };
}
