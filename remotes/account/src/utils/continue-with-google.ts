import { GOOGLE_START_PATH } from '@manifest/contracts/google-sign-in';

import { rememberGoogleReturnPath } from '../features/google-sign-in/utils/google-return-path';

/** Spec 000 section 7: shown when the API has no Google sign-in configured. */
export const GOOGLE_SETUP_ALERT = 'Google OAuth setup needed - check with developer';

/**
 * 'Continue with Google': the API is asked first; if it cannot start the flow the
 * spec's alert says so, otherwise the page goes there (a full-page navigation).
 */
export async function continueWithGoogle(returnPath?: string): Promise<void> {
  try {
    const answer = await fetch(GOOGLE_START_PATH, { redirect: 'manual', credentials: 'include' });
    // A redirect to Google comes back opaque (status 0); that, or OK, means it is set up.
    if (answer.type !== 'opaqueredirect' && !answer.ok) throw new Error(String(answer.status));
  } catch {
    window.alert(GOOGLE_SETUP_ALERT);
    return;
  }
  rememberGoogleReturnPath(returnPath);
  window.location.assign(GOOGLE_START_PATH);
}
