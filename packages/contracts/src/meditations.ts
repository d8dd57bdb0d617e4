import { z } from 'zod';
import { BODY_MUST_BE_OBJECT, isMissing, requiredText } from './text';

// Meditation sessions (spec 001 sections 3, 7 and 9). The meditation
// catalogue itself is served from the CMS (`GET /api/meditations/list`).

export const MEDITATION_ID_MAX_LENGTH = 100;

// The pattern alone lets through '0000-01-01T…' or '2026-02-31T…'.
const isPlausibleTime = (value: string) => {
  const time = Date.parse(value);
  return (
    !Number.isNaN(time) && new Date(time).getUTCFullYear() >= 1970 && value.slice(0, 4) <= '9999'
  );
};

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
    startedAt: z.iso
      .datetime({
        offset: true,
        error: (issue) =>
          isMissing(issue) ? 'Start time is required' : 'Start time must be an ISO date and time',
      })
      .refine(isPlausibleTime, { error: 'Start time must be an ISO date and time' }),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type TStartMeditationRequest = z.infer<typeof ZStartMeditationRequest>;

/** The recorded session and the points it paid (0 past the daily cap). */
export const ZStartMeditationResponse = ZMeditationSession.extend({
  pointsAwarded: z.number().int().nonnegative(),
});
export type TStartMeditationResponse = z.infer<typeof ZStartMeditationResponse>;
