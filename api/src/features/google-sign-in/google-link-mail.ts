import type { Mail } from '../../lib/mailer';

export const GOOGLE_CLAIMED_SUBJECT = 'Your Manifest account now signs in with Google';
export const GOOGLE_LINKED_SUBJECT = 'Google sign-in was added to your Manifest account';

/**
 * To the owner of an address nobody had proven, after Google proved it: the
 * account is theirs now, and what that changed. It names no one: the account's
 * name was typed by whoever created it, who may not be this person.
 */
export function googleClaimedMail({ to, appUrl }: { to: string; appUrl: string }): Mail {
  const text = [
    'Hello,',
    '',
    `You just signed in to Manifest with Google as ${to}.`,
    'An account with this address already existed, but its address had never been confirmed,',
    'so we could not tell who created it. Google confirmed the address is yours, so to keep the',
    'account yours we have:',
    '',
    "- linked your Google account to it: 'Continue with Google' signs you in;",
    '- removed the password it had: nobody can sign in with that password any more;',
    '- signed out every device that was signed in to it.',
    '',
    'To sign in with your email and a password as well, choose a password here:',
    `${appUrl}/forgot-password`,
    '',
    'Please look over the account (its name, goals and subscription) in case someone else',
    `set it up: ${appUrl}/settings`,
    '',
    'If you did not sign in with Google just now, secure your Google account: whoever can',
    'sign in to it can sign in to Manifest.',
    '',
    'The Manifest team',
  ].join('\n');
  return { to, subject: GOOGLE_CLAIMED_SUBJECT, text };
}

/** To the owner of a confirmed address: Google sign-in now opens their account too. */
export function googleLinkedMail({
  to,
  firstName,
  hasPassword,
  appUrl,
}: {
  to: string;
  firstName: string;
  hasPassword: boolean;
  appUrl: string;
}): Mail {
  const text = [
    `Hello ${firstName},`,
    '',
    `You just signed in to Manifest with Google as ${to}, so 'Continue with Google' now`,
    hasPassword
      ? 'signs you in to your account. Your password works as before.'
      : 'signs you in to your account.',
    '',
    'If this was not you, secure your Google account, then change your Manifest password',
    `and sign out of all devices here: ${appUrl}/settings`,
    '',
    'The Manifest team',
  ].join('\n');
  return { to, subject: GOOGLE_LINKED_SUBJECT, text };
}
