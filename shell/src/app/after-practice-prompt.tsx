import { useCelebration } from '../features/celebration/celebration-store';
import { ReminderPromptHost } from '../features/reminder-prompt/reminder-prompt-host';

/** The reminder prompt, held back while a badge is being celebrated. */
export const AfterPracticePrompt = () => {
  const celebration = useCelebration();
  return <ReminderPromptHost isHeldBack={celebration.badges.length > 0} />;
};
