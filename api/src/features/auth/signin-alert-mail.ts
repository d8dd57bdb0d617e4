import type { Mail } from '../../lib/mailer';

export const SIGNIN_ALERT_SUBJECT = 'Someone is trying to sign in to your Manifest account';

const UNITS = [
  { seconds: 24 * 60 * 60, name: 'day' },
  { seconds: 60 * 60, name: 'hour' },
  { seconds: 60, name: 'minute' },
  { seconds: 1, name: 'second' },
] as const;

/** 'hour', '2 hours', '90 minutes': the window as "in the last …" reads it. */
export function describeWindow(seconds: number): string {
  const unit = UNITS.find((candidate) => seconds % candidate.seconds === 0) ?? UNITS[3];
  const count = seconds / unit.seconds;
  return count === 1 ? unit.name : `${count} ${unit.name}s`;
}

export type SigninAlert = {
  to: string;
  firstName: string;
  failures: number;
  windowSeconds: number;
  appUrl: string;
};

/**
 * The one warning an account's owner gets when its per-email threshold is
 * crossed: what happened, that nothing was given away, that their usual
 * device still works, and where to change the password if it was not them.
 */
export function signinAlertMail({
  to,
  firstName,
  failures,
  windowSeconds,
  appUrl,
}: SigninAlert): Mail {
  const text = [
    `Hello ${firstName},`,
    '',
    `There have been ${failures} failed attempts to sign in to your Manifest account in the last ${describeWindow(windowSeconds)}.`,
    'None of them got in: your password was not given out, and further attempts are being slowed down.',
    '',
    'You can still sign in as usual from a device you usually use with Manifest.',
    '',
    'If this was not you, change your password to be safe:',
    `${appUrl}/settings`,
    'Changing it also signs out every other device.',
    '',
    'If it was you, there is nothing to do.',
    '',
    'The Manifest team',
  ].join('\n');
  return { to, subject: SIGNIN_ALERT_SUBJECT, text };
}
