import { z } from 'zod';
import { clockTime } from './clock-time';
import { BODY_MUST_BE_OBJECT } from './text';

// Reminder settings (issue 38): one reminder a day per kind at a local time, none in the
// quiet hours. Times are 'HH:MM' in the person's own time zone.

export const REMINDER_KINDS = ['practice', 'goal'] as const;
export type TReminderKind = (typeof REMINDER_KINDS)[number];

const reminder = (label: string) =>
  z.object(
    {
      enabled: z.boolean({ error: `${label}.enabled must be true or false` }),
      time: clockTime(`${label}.time`),
    },
    { error: `${label} must be an object with enabled and time` },
  );

/** Quiet hours from `start` to `end` (may wrap past midnight: 22:00 to 07:00), or null. */
export const ZQuietHours = z
  .object(
    { start: clockTime('Quiet hours start'), end: clockTime('Quiet hours end') },
    { error: 'Quiet hours must be an object with start and end, or null' },
  )
  .refine(({ start, end }) => start !== end, {
    error: 'Quiet hours must not start and end at the same time',
  });
export type TQuietHours = z.infer<typeof ZQuietHours>;

/** `GET /api/user/reminders` and `PUT /api/user/reminders` (the whole settings each time). */
export const ZReminderSettings = z.object(
  {
    practice: reminder('practice'),
    goal: reminder('goal'),
    quietHours: ZQuietHours.nullable(),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type TReminderSettings = z.infer<typeof ZReminderSettings>;

export const DEFAULT_REMINDER_SETTINGS: TReminderSettings = {
  practice: { enabled: true, time: '08:00' },
  goal: { enabled: false, time: '19:00' },
  quietHours: { start: '22:00', end: '07:00' },
};

/** `GET` and `PUT`: the signed-in person's reminder settings. */
export const REMINDER_SETTINGS_PATH = '/api/user/reminders';

/** A reminder email's one-click unsubscribe (`?token=`): `POST` (RFC 8058) or `GET` (a page). */
export const REMINDER_UNSUBSCRIBE_PATH = '/api/reminders/unsubscribe';
