import { DEFAULT_REMINDER_SETTINGS, ZReminderSettings } from '@manifest/contracts/reminders';
import { describe, expect, it } from 'vitest';

import {
  toReminderForm,
  toReminderSettings,
  ZReminderSettingsForm,
} from './reminder-settings-form-schema';

describe('the reminder settings form', () => {
  it('gives back the settings it was filled from, quiet hours on or off', () => {
    expect(toReminderSettings(toReminderForm(DEFAULT_REMINDER_SETTINGS))).toEqual(
      DEFAULT_REMINDER_SETTINGS,
    );
    const noQuiet = { ...DEFAULT_REMINDER_SETTINGS, quietHours: null };
    const form = toReminderForm(noQuiet);
    expect(form).toMatchObject({ hasQuietHours: false, quietStart: '22:00', quietEnd: '07:00' });
    expect(toReminderSettings(form)).toEqual(noQuiet);
    expect(ZReminderSettings.parse(toReminderSettings(form))).toEqual(noQuiet);
  });

  it('checks the quiet hours only while they are on, beside their end', () => {
    const same = {
      ...toReminderForm(DEFAULT_REMINDER_SETTINGS),
      quietStart: '22:00',
      quietEnd: '22:00',
    };
    const result = ZReminderSettingsForm.safeParse(same);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['quietEnd'],
      message: 'Quiet hours must not start and end at the same time',
    });
    expect(ZReminderSettingsForm.safeParse({ ...same, hasQuietHours: false }).success).toBe(true);
  });

  it('names a time that is not HH:MM', () => {
    const form = toReminderForm(DEFAULT_REMINDER_SETTINGS);
    const result = ZReminderSettingsForm.safeParse({
      ...form,
      practice: { enabled: true, time: '' },
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['practice', 'time'],
      message: 'Practice reminder time must be a time of day as HH:MM (00:00 to 23:59)',
    });
  });
});
