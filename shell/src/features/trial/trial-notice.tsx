import { useAuth } from '@manifest/auth/auth-provider';

import { TrialBanner } from './trial-banner';
import { trialBannerFor } from './trial-rules';
import { useNow } from './use-now';
import { useTrialWatch } from './use-trial-watch';

const MINUTE_MS = 60 * 1000;

/** The trial banner and the status poll behind it: rendered once, at the top of the shell. */
export const TrialNotice = () => {
  const { user } = useAuth();
  const status = useTrialWatch();
  const now = useNow(MINUTE_MS);
  return <TrialBanner banner={trialBannerFor(user, status, now)} />;
};
