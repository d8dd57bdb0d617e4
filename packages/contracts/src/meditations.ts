import { z } from 'zod';
import { isoDateTime } from './date-time';
import { BODY_MUST_BE_OBJECT, requiredText } from './text';

// Meditation sessions (spec 001 sections 3, 7 and 9). The meditation
// catalogue itself is served from the CMS (`GET /api/meditations/list`).

export const MEDITATION_ID_MAX_LENGTH = 100;

export const ZMeditationSession = z.object({
  id: z.string(),
  meditationId: z.string(),
  /** Minutes: the meditation's seconds ÷ 60, rounded up. */
  duration: z.number().int().nonnegative(),
  startedAt: z.iso.datetime({ offset: true }),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TMeditationSession = z.infer<typeof ZMeditationSession>;

export const ZMeditationSessionList = z.array(ZMeditationSession);
export type TMeditationSessionList = z.infer<typeof ZMeditationSessionList>;

/** `POST /api/meditations/start`. */
export const ZStartMeditationRequest = z.object(
  {
    meditationId: requiredText('Meditation id', MEDITATION_ID_MAX_LENGTH),
    /** When it started; the day it counts for (within OFFLINE_ACTION_MAX_AGE_HOURS, offline-actions.ts). */
    startedAt: isoDateTime('Start time'),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type TStartMeditationRequest = z.infer<typeof ZStartMeditationRequest>;

/** The recorded session and the points it paid (0 past the daily cap). */
export const ZStartMeditationResponse = ZMeditationSession.extend({
  pointsAwarded: z.number().int().nonnegative(),
});
export type TStartMeditationResponse = z.infer<typeof ZStartMeditationResponse>;
