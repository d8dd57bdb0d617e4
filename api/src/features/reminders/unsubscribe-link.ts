import { REMINDER_KINDS, type TReminderKind } from '@manifest/contracts/reminders';
import { readSignedClaim, signClaim } from '../../lib/signed-claim';

/** What an email can be stopped from its own link: a reminder kind, or the weekly review. */
export type UnsubscribeKind = TReminderKind | 'weekly-review';
const UNSUBSCRIBE_KINDS: readonly UnsubscribeKind[] = [...REMINDER_KINDS, 'weekly-review'];

/** What an email's unsubscribe link stands for: one kind of one person's emails. */
export type UnsubscribeLink = { userId: string; kind: UnsubscribeKind };

const PURPOSE = 'reminder-unsubscribe';

/** The token of the link: the claim, then its HMAC. It does not expire (RFC 8058 links stay valid). */
export function unsubscribeToken(link: UnsubscribeLink, secret: string): string {
  return signClaim(PURPOSE, { userId: link.userId, kind: link.kind }, secret);
}

/** The claim of a token this server signed for unsubscribing; null for anything else. */
export function readUnsubscribeToken(token: string, secret: string): UnsubscribeLink | null {
  const link = readSignedClaim(PURPOSE, token, secret) as Partial<UnsubscribeLink> | null;
  if (typeof link?.userId !== 'string') return null;
  const kind = UNSUBSCRIBE_KINDS.find((known) => known === link.kind);
  return kind ? { userId: link.userId, kind } : null;
}
