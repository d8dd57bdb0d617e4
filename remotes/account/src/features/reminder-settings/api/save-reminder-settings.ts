import { requestJson } from '@manifest/api-client/request';
import {
  REMINDER_SETTINGS_PATH,
  ZReminderSettings,
  type TReminderSettings,
} from '@manifest/contracts/reminders';
import { toast } from '@manifest/ui/use-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { REMINDER_SETTINGS_QUERY_KEY } from './get-reminder-settings';

/** `PUT /api/user/reminders`: the whole settings; answers them as saved. */
export const saveReminderSettings = (settings: TReminderSettings) =>
  requestJson(ZReminderSettings, 'PUT', REMINDER_SETTINGS_PATH, settings);

export const REMINDERS_SAVED_TOAST = {
  title: 'Reminders saved',
  description: 'We will remind you at the times you chose.',
} as const;

/** Saves, keeps the answer as the settings query's data, and says so. Failures are the form's. */
export const useSaveReminderSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReminderSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(REMINDER_SETTINGS_QUERY_KEY, saved);
      toast(REMINDERS_SAVED_TOAST);
    },
  });
};
