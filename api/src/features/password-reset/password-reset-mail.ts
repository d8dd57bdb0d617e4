import { RESET_LINK_LIFETIME_MINUTES } from '@manifest/contracts/password-reset';
import type { Mail } from '../../lib/mailer';

export function passwordResetMail(input: { to: string; firstName: string; link: string }): Mail {
  return {
    to: input.to,
    subject: 'Reset your Manifest password',
    text: [
      `Hi ${input.firstName},`,
      '',
      'Someone (we hope you) asked to reset the password of your Manifest account.',
      'Choose a new password here:',
      input.link,
      '',
      `The link works once, for ${RESET_LINK_LIFETIME_MINUTES} minutes. If you did not ask, ignore this email: your password stays as it is.`,
    ].join('\n'),
  };
}
