import {
  ZChallengeTools,
  type TChallengeTools,
  type TSaveChallengeToolsRequest,
} from '@manifest/contracts/challenge-tools';
import type { Knex } from 'knex';
import { HttpError } from '../../lib/http-error';
import { findChallenge } from '../challenges/challenge-catalogue';
import { CHALLENGE_NOT_FOUND_MESSAGE } from '../challenges/challenges-service';
import { findTools, saveTools, type ChallengeToolsRow } from './challenge-tools-repository';

/** jsonb may come back parsed (pg) or as text (some drivers): read both. */
const json = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

const toTools = (challengeId: number, row: ChallengeToolsRow | undefined): TChallengeTools =>
  ZChallengeTools.parse({
    challengeId,
    notes: row?.notes ?? null,
    calculator: json(row?.calculator) ?? null,
    audit: json(row?.audit) ?? null,
    fears: json(row?.fears) ?? null,
    updatedAt: row?.updated_at.toISOString() ?? null,
  });

function challengeIdOrNotFound(id: string): number {
  const challenge = findChallenge(id);
  if (!challenge) throw new HttpError(404, CHALLENGE_NOT_FOUND_MESSAGE);
  return challenge.id;
}

export type ChallengeToolsService = ReturnType<typeof createChallengeToolsService>;

/** A person's notes and tool entries per challenge, kept across devices. */
export function createChallengeToolsService({ knex, now }: { knex: Knex; now: () => Date }) {
  return {
    async get(userId: string, id: string): Promise<TChallengeTools> {
      const challengeId = challengeIdOrNotFound(id);
      return toTools(challengeId, await findTools(knex, userId, challengeId));
    },

    async save(
      userId: string,
      id: string,
      parts: TSaveChallengeToolsRequest,
    ): Promise<TChallengeTools> {
      const challengeId = challengeIdOrNotFound(id);
      return toTools(challengeId, await saveTools(knex, userId, challengeId, parts, now()));
    },
  };
}
