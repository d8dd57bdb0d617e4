import { describe, expect, it } from 'vitest';

import { readSecurityPolicy } from './security-policy';

describe('readSecurityPolicy', () => {
  it('takes the remote origins from the same variables as /remotes.json', () => {
    expect(readSecurityPolicy({})).toEqual({
      remoteOrigins: [
        'http://localhost:3001',
        'http://localhost:3002',
        'http://localhost:3003',
        'http://localhost:3004',
      ],
    });

    const moved = readSecurityPolicy({
      REMOTE_BLOG_URL: 'https://cdn.example.com/blog/v42/mf-manifest.json',
      REMOTE_ACCOUNT_URL: 'https://cdn.example.com/account/mf-manifest.json',
      PRACTICE_PORT: '5002',
    });
    expect(moved.remoteOrigins).toEqual([
      'http://localhost:3001',
      'http://localhost:5002',
      'https://cdn.example.com',
    ]);
  });

  it('reads the Stripe.js stand-in and the CMS as origins', () => {
    const policy = readSecurityPolicy({
      STRIPE_JS_URL: 'http://127.0.0.1:4242/v3/stripe.js',
      CMS_PUBLIC_URL: 'http://localhost:1337/',
      STRIPE_JS_URL_EMPTY: '',
    });
    expect(policy.stripeJsOrigin).toBe('http://127.0.0.1:4242');
    expect(policy.cmsOrigin).toBe('http://localhost:1337');
    expect(readSecurityPolicy({ STRIPE_JS_URL: '' }).stripeJsOrigin).toBeUndefined();
  });

  it('stops with every bad variable named', () => {
    expect(() =>
      readSecurityPolicy({ REMOTE_BLOG_URL: 'blog', STRIPE_JS_URL: 'javascript:alert(1)' }),
    ).toThrow(/REMOTE_BLOG_URL[\s\S]*STRIPE_JS_URL/);
  });
});
