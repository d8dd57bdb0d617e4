import { describe, expect, it } from 'vitest';
import { corsOrigins } from './cors-origins';

// Which origins the CMS answers cross-origin (cms/src/lib/cors-origins.ts);
// cms-http-surface.test.ts checks the real Strapi's headers.

const local = { publicUrl: undefined, host: '127.0.0.1', port: 1337, extra: [] };

describe('corsOrigins', () => {
  it('lists only the CMS itself on a developer machine', () => {
    expect(corsOrigins(local)).toEqual(['http://localhost:1337', 'http://127.0.0.1:1337']);
    expect(corsOrigins({ ...local, host: '0.0.0.0', port: 1437 })).toEqual([
      'http://localhost:1437',
      'http://127.0.0.1:1437',
    ]);
  });

  it('uses the public URL when there is one, and the host otherwise', () => {
    expect(corsOrigins({ ...local, publicUrl: 'https://cms.example.com/strapi/' })).toEqual([
      'https://cms.example.com',
    ]);
    expect(corsOrigins({ ...local, publicUrl: '/strapi', host: 'cms.internal' })).toEqual([
      'http://cms.internal:1337',
    ]);
    expect(corsOrigins({ ...local, host: 'fd00::2' })).toEqual(['http://[fd00::2]:1337']);
  });

  it('adds the origins of CMS_CORS_ORIGINS, once each', () => {
    expect(
      corsOrigins({
        ...local,
        extra: ['https://admin.example.com', 'http://localhost:1337', 'https://admin.example.com/'],
      }),
    ).toEqual(['http://localhost:1337', 'http://127.0.0.1:1337', 'https://admin.example.com']);
  });

  it('refuses a wildcard, null, a path or anything that is not an http(s) origin', () => {
    for (const bad of [
      '*',
      'null',
      'https://admin.example.com/panel',
      'admin.example.com',
      'ftp://x.example',
    ]) {
      expect(() => corsOrigins({ ...local, extra: [bad] }), bad).toThrow(
        /CMS_CORS_ORIGINS must list origins/,
      );
    }
  });
});
