import { useAuth } from '@manifest/auth/auth-provider';
import { useCallback, useEffect, useRef } from 'react';

import { shouldOfferReminders } from './offer-reminder-prompt';
import { reminderPromptStore } from './reminder-prompt-store';

/**
 * What runs after each completed practice (the shell's badge service calls it): shows
 * the reminder prompt when `shouldOfferReminders` says so. The push code loads then,
 * not with the shell.
 */
export function useReminderPromptOffer(): () => void {
  const { status, user } = useAuth();
  const userId = useRef<string | null>(null);
  useEffect(() => {
    userId.current = status === 'signedIn' && user ? user.id : null;
  }, [status, user]);

  return useCallback(() => {
    const forUser = userId.current;
    if (!forUser || reminderPromptStore.shownFor() === forUser) return;
    void (async () => {
      const { readPushReminderState } = await import('@manifest/api-client/push/push-reminders');
      const isOffered = await shouldOfferReminders({
        userId: forUser,
        readState: () => readPushReminderState(),
      });
      // Still the same person (a sign-out may have come in between).
      if (isOffered && userId.current === forUser) reminderPromptStore.show(forUser);
    })().catch((error: unknown) =>
      console.error('The reminder prompt could not be offered', error),
    );
  }, []);
}
