import { describe, expect, it } from 'vitest';

import { buildCspDirectives } from './content-security-policy';

const REMOTES = ['http://localhost:3101', 'http://localhost:3102', 'https://cdn.example.com'];

describe('buildCspDirectives', () => {
  it('lets pages load scripts, styles, images and manifests from the remote origins', () => {
    const directives = buildCspDirectives({ remoteOrigins: REMOTES });

    for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src']) {
      expect([name, directives[name]]).toEqual([name, expect.arrayContaining(REMOTES)]);
      expect([name, directives[name]?.[0]]).toEqual([name, "'self'"]);
    }
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', ...REMOTES, 'https:']);
  });

  it('never allows eval or inline script, plugins, a <base> or being framed', () => {
    const directives = buildCspDirectives({ remoteOrigins: REMOTES });
    const allValues = Object.values(directives).flat();

    expect(allValues).not.toContain("'unsafe-eval'");
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(directives['script-src']).not.toContain('https:');
    expect(directives['script-src-attr']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['default-src']).toEqual(["'self'"]);
  });

  it('includes what Stripe.js needs, and a local stand-in’s origin where Stripe.js goes', () => {
    const withoutStandIn = buildCspDirectives({ remoteOrigins: [] });
    expect(withoutStandIn['script-src']).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    expect(withoutStandIn['frame-src']).toEqual([
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(withoutStandIn['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);

    const withStandIn = buildCspDirectives({
      remoteOrigins: [],
      stripeJsOrigin: 'http://127.0.0.1:4242',
    });
    for (const name of ['script-src', 'frame-src', 'connect-src']) {
      expect([name, withStandIn[name]?.at(-1)]).toEqual([name, 'http://127.0.0.1:4242']);
    }
    expect(withStandIn['img-src']).not.toContain('http://127.0.0.1:4242');
  });

  it('adds a CMS served over http to img-src only, and lists an origin once', () => {
    const directives = buildCspDirectives({
      remoteOrigins: ['http://localhost:1337', 'http://localhost:1337'],
      cmsOrigin: 'http://localhost:1337',
    });
    expect(directives['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'http://localhost:1337',
      'https:',
    ]);
    expect(directives['script-src']?.filter((value) => value.includes(':1337'))).toHaveLength(1);
  });
});
