import { useBadgeCelebrationService } from '../features/celebration/use-badge-celebration-service';
import { useGoalCelebrationService } from '../features/celebration/use-goal-celebration-service';
import { useChatPanelsService } from '../features/chat/use-chat-panels-service';
import { useReminderPromptOffer } from '../features/reminder-prompt/use-reminder-prompt-offer';

/**
 * Fills the slots of @manifest/shell-services that remotes call. After a completed
 * practice the badge check also offers reminders (asked after a practice, never on load).
 */
export const ShellServices = () => {
  const offerReminders = useReminderPromptOffer();
  useBadgeCelebrationService({ afterPractice: offerReminders });
  useGoalCelebrationService();
  useChatPanelsService();
  return null;
};
