import { describe, expect, it } from 'vitest';
import { servedImageHeaders } from './served-image-headers';

describe('servedImageHeaders', () => {
  it('serves a WebP inline, unsniffed, sandboxed, same-origin and cached for good', () => {
    expect(servedImageHeaders('image/webp')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline; filename="image.webp"',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });

  it.each([
    ['image/png', 'png'],
    ['image/jpeg', 'jpg'],
    ['image/gif', 'gif'],
  ] as const)('names a %s image.%s', (type, extension) => {
    expect(servedImageHeaders(type)['Content-Disposition']).toBe(
      `inline; filename="image.${extension}"`,
    );
  });
});
