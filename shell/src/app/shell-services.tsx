import { useBadgeCelebrationService } from '../features/celebration/use-badge-celebration-service';
import { useGoalCelebrationService } from '../features/celebration/use-goal-celebration-service';
import { useChatPanelsService } from '../features/chat/use-chat-panels-service';

/** Fills the slots of @manifest/shell-services that remotes call. */
export const ShellServices = () => {
  useBadgeCelebrationService();
  useGoalCelebrationService();
  useChatPanelsService();
  return null;
};
