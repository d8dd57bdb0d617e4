import { describe, expect, it } from 'vitest';
import { servedImageHeaders } from './served-image-headers';

describe('servedImageHeaders', () => {
  it('serves a WebP inline, unsniffed, sandboxed, same-origin, cached privately while its URL works', () => {
    expect(servedImageHeaders('image/webp', 3_600)).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline; filename="image.webp"',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Cache-Control': 'private, max-age=3600, immutable',
    });
  });

  it.each([
    ['image/png', 'png'],
    ['image/jpeg', 'jpg'],
    ['image/gif', 'gif'],
  ] as const)('names a %s image.%s', (type, extension) => {
    expect(servedImageHeaders(type, 60)['Content-Disposition']).toBe(
      `inline; filename="image.${extension}"`,
    );
  });
});
