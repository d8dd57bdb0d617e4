import { useAuth } from '@manifest/auth/auth-provider';
import { useCallback, useEffect, useRef } from 'react';

import { reminderPromptStore } from './reminder-prompt-store';

/**
 * What runs after each completed practice (the shell's badge service calls it): offers
 * reminders when `shouldOfferReminders` says so. The deciding code and the push code it
 * reads load then, not with the shell.
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
    import('./reminder-prompt-lazy')
      // Still the same person (a sign-out may have come in between).
      .then(({ offerReminderPrompt }) =>
        offerReminderPrompt(forUser, () => userId.current === forUser),
      )
      .catch((error: unknown) => console.error('The reminder prompt could not be offered', error));
  }, []);
}
