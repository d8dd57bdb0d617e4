import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * `Authorization: Bearer <secret>` from Strapi's webhook. Compared in constant
 * time over digests, so neither the content nor the length of the secret leaks.
 */
export function isWebhookAuthorized(header: string | undefined, secret: string): boolean {
  const match = /^Bearer[ \t]+(.+?)[ \t]*$/i.exec(header ?? '');
  const presented = match?.[1] ?? '';
  // Always compare, even with nothing presented, so timing says nothing either.
  const isEqual = timingSafeEqual(digest(presented), digest(secret));
  return isEqual && presented !== '';
}
