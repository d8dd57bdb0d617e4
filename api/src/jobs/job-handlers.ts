import type { Services } from '../composition';
import type { JobHandlers } from './job-names';

/** Each scheduled job's work, from the app's services. */
export const jobHandlers = (services: Services): JobHandlers => ({
  'reminders-due': () => services.reminderSender.sendDue(),
  'weekly-review-due': () => services.weeklyReviewSender.sendDue(),
  'trial-reminders-due': () => services.trialReminders.sendDue(),
});
