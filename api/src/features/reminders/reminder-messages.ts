import type { TPushNotification } from '@manifest/contracts/push';
import type { TReminderKind } from '@manifest/contracts/reminders';
import type { Mail } from '../../lib/mailer';

type KindText = {
  title: string;
  body: string;
  /** The page a tap or the email's link opens. */
  path: string;
  subject: string;
  /** The email's words before its link. */
  invitation: string;
  linkLabel: string;
  /** "practice reminders", as the unsubscribe line names them. */
  plural: string;
};

const TEXTS: Record<TReminderKind, KindText> = {
  practice: {
    title: 'Time for your practice',
    body: 'A few quiet minutes for you. Your plan for today is ready.',
    path: '/dashboard',
    subject: 'Your practice for today is ready',
    invitation:
      'A few quiet minutes for yourself: your plan for today is ready whenever you are. Small steps, taken daily, are how change happens.',
    linkLabel: "Open today's practice",
    plural: 'practice reminders',
  },
  goal: {
    title: 'Your goal is waiting for you',
    body: 'One small step today keeps it moving. What will it be?',
    path: '/goal-setting',
    subject: 'One small step toward your goal',
    invitation:
      'Your goal is still there, and it is still yours. Take a moment to picture it, then choose one small step you can take today.',
    linkLabel: 'Visit your goal',
    plural: 'goal reminders',
  },
};

/** What the push says; the same tag replaces yesterday's notification of that kind. */
export const reminderNotification = (kind: TReminderKind): TPushNotification => ({
  title: TEXTS[kind].title,
  body: TEXTS[kind].body,
  url: TEXTS[kind].path,
  tag: `reminder-${kind}`,
});

/** The address part of 'Name <address>' (or the whole text when it is only an address). */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/**
 * The email when no push reached the person: the same words, the page's link, and a
 * one-click unsubscribe (RFC 8058: List-Unsubscribe with an https URL that takes a
 * POST, List-Unsubscribe-Post) besides the link in the body.
 */
export function reminderMail(input: {
  kind: TReminderKind;
  to: string;
  firstName: string;
  appUrl: string;
  unsubscribeUrl: string;
  mailFrom: string;
}): Mail {
  const text = TEXTS[input.kind];
  const mailto = `mailto:${addressOf(input.mailFrom)}?subject=${encodeURIComponent(
    `Unsubscribe from ${text.plural}`,
  )}`;
  return {
    to: input.to,
    subject: text.subject,
    text: [
      `Hi ${input.firstName},`,
      '',
      text.invitation,
      '',
      `${text.linkLabel}: ${input.appUrl}${text.path}`,
      '',
      '--',
      `You get this email because ${text.plural} are on. To stop them, open this link:`,
      input.unsubscribeUrl,
      `Change the time or quiet hours in your settings: ${input.appUrl}/settings`,
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>, <${mailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
