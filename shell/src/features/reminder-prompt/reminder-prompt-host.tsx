import { lazy, Suspense } from 'react';

import { useReminderPromptUser } from './reminder-prompt-store';

// The card, and the push code it calls, load only when reminders are offered.
const ReminderPromptCard = lazy(() =>
  import('./reminder-prompt-lazy').then((module) => ({ default: module.ReminderPromptCard })),
);

/**
 * Shows the reminder prompt once it is offered; `isHeldBack` keeps it waiting while
 * something else has the person's attention (a badge being celebrated).
 */
export const ReminderPromptHost = ({ isHeldBack }: { isHeldBack: boolean }) => {
  const userId = useReminderPromptUser();
  return (
    <div aria-live="polite">
      {userId && !isHeldBack && (
        <Suspense fallback={null}>
          <ReminderPromptCard userId={userId} />
        </Suspense>
      )}
    </div>
  );
};
