import { requestJson } from '@manifest/api-client/request';
import { REMINDER_SETTINGS_PATH, ZReminderSettings } from '@manifest/contracts/reminders';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `GET /api/user/reminders`: what is saved, else the defaults (the plan's reminder time). */
export const getReminderSettings = () =>
  requestJson(ZReminderSettings, 'GET', REMINDER_SETTINGS_PATH);

export const REMINDER_SETTINGS_QUERY_KEY = [REMINDER_SETTINGS_PATH] as const;

export const reminderSettingsQueryOptions = () =>
  queryOptions({ queryKey: REMINDER_SETTINGS_QUERY_KEY, queryFn: getReminderSettings });

export const useReminderSettings = () => useQuery(reminderSettingsQueryOptions());
