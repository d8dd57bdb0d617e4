import { REMINDER_KINDS, type TReminderKind } from '@manifest/contracts/reminders';
import { readSignedClaim, signClaim } from '../../lib/signed-claim';

/** What a reminder email's unsubscribe link stands for: one kind of one person's reminders. */
export type UnsubscribeLink = { userId: string; kind: TReminderKind };

const PURPOSE = 'reminder-unsubscribe';

/** The token of the link: the claim, then its HMAC. It does not expire (RFC 8058 links stay valid). */
export function unsubscribeToken(link: UnsubscribeLink, secret: string): string {
  return signClaim(PURPOSE, { userId: link.userId, kind: link.kind }, secret);
}

/** The claim of a token this server signed for unsubscribing; null for anything else. */
export function readUnsubscribeToken(token: string, secret: string): UnsubscribeLink | null {
  const link = readSignedClaim(PURPOSE, token, secret) as Partial<UnsubscribeLink> | null;
  if (typeof link?.userId !== 'string') return null;
  const kind = REMINDER_KINDS.find((known) => known === link.kind);
  return kind ? { userId: link.userId, kind } : null;
}
