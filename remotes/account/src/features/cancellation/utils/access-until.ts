import type { TUser } from '@manifest/contracts/auth';
import { formatLongDate } from '@manifest/ui/format-date';

/** What the person keeps after cancelling, in one sentence. */
export function accessUntilText(user: TUser): string {
  const end = user.subscription?.currentPeriodEnd ?? user.trialEndDate;
  if (user.subscription?.status === 'trialing' || (!user.subscription && user.isTrialActive)) {
    return end
      ? `Your trial continues until ${formatLongDate(end)}, and you will not be charged.`
      : 'You will not be charged.';
  }
  return end
    ? `You keep full access until ${formatLongDate(end)}. You will not be charged again.`
    : 'You will not be charged again.';
}
