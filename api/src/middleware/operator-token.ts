import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether `Authorization` carries the operators' token (METRICS_TOKEN), compared
 * in constant time. No configured token means nobody holds one.
 */
export function hasOperatorToken(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header) return false;
  return timingSafeEqual(digest(header.trim()), digest(`Bearer ${token}`));
}
