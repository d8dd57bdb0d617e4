import { describe, expect, it } from 'vitest';
import { isWebhookAuthorized } from './webhook-auth';

const SECRET = 'a-webhook-secret-of-some-length';

describe('isWebhookAuthorized', () => {
  it('accepts the shared secret as a bearer token', () => {
    expect(isWebhookAuthorized(`Bearer ${SECRET}`, SECRET)).toBe(true);
    expect(isWebhookAuthorized(`bearer ${SECRET}`, SECRET)).toBe(true);
  });

  it('refuses a missing header, another scheme, a wrong, shorter or longer secret', () => {
    expect(isWebhookAuthorized(undefined, SECRET)).toBe(false);
    expect(isWebhookAuthorized('', SECRET)).toBe(false);
    expect(isWebhookAuthorized('Bearer ', SECRET)).toBe(false);
    expect(isWebhookAuthorized(SECRET, SECRET)).toBe(false);
    expect(isWebhookAuthorized(`Basic ${SECRET}`, SECRET)).toBe(false);
    expect(isWebhookAuthorized(`Bearer ${SECRET.slice(0, -1)}`, SECRET)).toBe(false);
    expect(isWebhookAuthorized(`Bearer ${SECRET}x`, SECRET)).toBe(false);
    expect(isWebhookAuthorized('Bearer wrong', SECRET)).toBe(false);
  });
});
