import { useAuth } from '@manifest/auth/auth-provider';
import { checkBadgesAndCelebrate } from '@manifest/shell-services/badge-celebration';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { celebrationStore } from '../features/celebration/celebration-store';
import { chatStore } from '../features/chat/chat-store';
import { reminderPromptStore } from '../features/reminder-prompt/reminder-prompt-store';

/** The person's reminders stop reaching this browser: the next person here must not see them. */
const dropPushSubscription = () => {
  import('../features/reminder-prompt/reminder-prompt-lazy')
    .then(({ dropPushSubscriptionOnThisDevice }) => dropPushSubscriptionOnThisDevice())
    .catch((error: unknown) => console.error('The push subscription could not be dropped', error));
};

/**
 * What starts and ends with a signed-in session. At its start, one badge check, so
 * badges earned elsewhere (another device, the API) are celebrated on return. At its
 * end, nothing of this person stays in memory for the next one: cached answers, a
 * queued celebration, chat requests, an open reminder prompt, and this browser's push
 * subscription (their reminders).
 */
export const SessionEffects = () => {
  const { status, user } = useAuth();
  const queryClient = useQueryClient();
  const userId = status === 'signedIn' && user ? user.id : null;
  const sessionUserId = useRef<string | null>(null);

  useEffect(() => {
    const previous = sessionUserId.current;
    if (previous === userId) return;
    sessionUserId.current = userId;
    if (previous !== null) {
      queryClient.clear();
      celebrationStore.clear();
      chatStore.reset();
      reminderPromptStore.hide();
      dropPushSubscription();
    }
    if (userId !== null) void checkBadgesAndCelebrate('session-start');
  }, [userId, queryClient]);

  return null;
};
