import { readSignedClaim, signClaim } from '../../lib/signed-claim';

/** What a one-click cancel link stands for: one subscription of one user, until it ends. */
export type CancelLink = { userId: string; subscriptionId: string; expiresAt: number };

const PURPOSE = 'cancel-link';

/** The token of the reminder email's cancel link: the claim, then its HMAC. */
export function cancelLinkToken(link: CancelLink, secret: string): string {
  return signClaim(PURPOSE, link, secret);
}

/** The claim of a token this server signed and that has not expired; null otherwise. */
export function readCancelLinkToken(token: string, secret: string, now: Date): CancelLink | null {
  const link = readSignedClaim(PURPOSE, token, secret) as Partial<CancelLink> | null;
  if (
    typeof link?.userId !== 'string' ||
    typeof link.subscriptionId !== 'string' ||
    typeof link.expiresAt !== 'number'
  ) {
    return null;
  }
  return link.expiresAt > now.getTime() ? (link as CancelLink) : null;
}
