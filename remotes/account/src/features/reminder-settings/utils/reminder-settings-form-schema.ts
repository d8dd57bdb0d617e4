import { clockTime } from '@manifest/contracts/clock-time';
import { DEFAULT_REMINDER_SETTINGS, type TReminderSettings } from '@manifest/contracts/reminders';
import { z } from 'zod';

const QUIET_HOURS_SAME_TIME = 'Quiet hours must not start and end at the same time';

const reminder = (label: string) =>
  z.object({ enabled: z.boolean(), time: clockTime(`${label} time`) });

/**
 * The form's shape: the contract's two reminders (with labels a person reads), and the quiet hours as a switch with
 * its two times, which are kept (and checked) only while the switch is on.
 */
export const ZReminderSettingsForm = z
  .object({
    practice: reminder('Practice reminder'),
    goal: reminder('Goal reminder'),
    hasQuietHours: z.boolean(),
    quietStart: clockTime('Quiet hours start'),
    quietEnd: clockTime('Quiet hours end'),
  })
  .refine((form) => !form.hasQuietHours || form.quietStart !== form.quietEnd, {
    path: ['quietEnd'],
    error: QUIET_HOURS_SAME_TIME,
  });
export type TReminderSettingsForm = z.infer<typeof ZReminderSettingsForm>;

/** The form's values for saved settings; quiet hours that are off start from the default hours. */
export const toReminderForm = (settings: TReminderSettings): TReminderSettingsForm => {
  const quietHours = settings.quietHours ?? DEFAULT_REMINDER_SETTINGS.quietHours;
  return {
    practice: { ...settings.practice },
    goal: { ...settings.goal },
    hasQuietHours: settings.quietHours !== null,
    quietStart: quietHours?.start ?? '22:00',
    quietEnd: quietHours?.end ?? '07:00',
  };
};

/** What `PUT /api/user/reminders` gets from the form. */
export const toReminderSettings = (form: TReminderSettingsForm): TReminderSettings => ({
  practice: { ...form.practice },
  goal: { ...form.goal },
  quietHours: form.hasQuietHours ? { start: form.quietStart, end: form.quietEnd } : null,
});
