import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  readPushReminderState,
  turnOffPushReminders,
  turnOnPushReminders,
  type TPushReminderState,
} from '@manifest/api-client/push/push-reminders';

/** Not an API read: the browser's own state, kept with the person's other queries. */
export const pushReminderStateQueryKey = ['push-reminder-state'] as const;

/**
 * Web Push reminders in this browser, for a switch in the settings: `state` (undefined
 * while read), `turnOn()` (asks for permission, subscribes, saves the subscription) and
 * `turnOff()` (the API forgets it, the browser drops it). Both resolve to the new state
 * and reject with the browser's or the API's error; the caller shows what happened.
 */
export const usePushReminders = () => {
  const queryClient = useQueryClient();
  const setState = (state: TPushReminderState) =>
    queryClient.setQueryData(pushReminderStateQueryKey, state);
  const state = useQuery({
    queryKey: pushReminderStateQueryKey,
    queryFn: () => readPushReminderState(),
    // The browser answers, online or not.
    networkMode: 'always',
  });
  const turnOn = useMutation({
    mutationFn: () => turnOnPushReminders(),
    onSuccess: setState,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushReminderStateQueryKey }),
  });
  const turnOff = useMutation({
    mutationFn: () => turnOffPushReminders(),
    onSuccess: setState,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushReminderStateQueryKey }),
  });
  return {
    state: state.data,
    turnOn: turnOn.mutateAsync,
    turnOff: turnOff.mutateAsync,
    isChanging: turnOn.isPending || turnOff.isPending,
  };
};
