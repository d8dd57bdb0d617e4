import { createHash } from 'node:crypto';

/** A push service keeps one waiting message per topic: at most 32 URL-safe base64 characters. */
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * The Topic header for a notification's tag (RFC 8030 section 5.4), so a newer reminder
 * of a kind replaces one still waiting on a device that is off. A tag that is no valid
 * topic is hashed into one.
 */
export function pushTopicFor(tag: string): string {
  return TOPIC.test(tag) ? tag : createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}
