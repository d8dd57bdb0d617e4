import type { TUser } from '@manifest/contracts/auth';

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** What the person keeps after cancelling, in one sentence. */
export function accessUntilText(user: TUser): string {
  const end = user.subscription?.currentPeriodEnd ?? user.trialEndDate;
  if (user.subscription?.status === 'trialing' || (!user.subscription && user.isTrialActive)) {
    return end
      ? `Your trial continues until ${longDate(end)}, and you will not be charged.`
      : 'You will not be charged.';
  }
  return end
    ? `You keep full access until ${longDate(end)}. You will not be charged again.`
    : 'You will not be charged again.';
}
