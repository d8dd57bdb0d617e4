import { describe, expect, it } from 'vitest';

import { ZImageUrl } from './vision-board';

describe('ZImageUrl', () => {
  it('accepts http(s) images and the person’s own uploads', () => {
    expect(ZImageUrl.parse(' https://images.example.com/a.jpg ')).toBe(
      'https://images.example.com/a.jpg',
    );
    expect(ZImageUrl.parse('/api/uploads/0b6f5c1e-2f1a-4a57-9d55-1f0e7d3c2b10')).toBe(
      '/api/uploads/0b6f5c1e-2f1a-4a57-9d55-1f0e7d3c2b10',
    );
  });

  it('takes back a signed upload URL as the plain path it stands for', () => {
    const path = '/api/uploads/0b6f5c1e-2f1a-4a57-9d55-1f0e7d3c2b10';
    const signature = 'x'.repeat(42) + '_';
    expect(ZImageUrl.parse(`${path}?expires=1767312000&signature=${signature}`)).toBe(path);
  });

  it('refuses an upload path with any other query', () => {
    const path = '/api/uploads/0b6f5c1e-2f1a-4a57-9d55-1f0e7d3c2b10';
    for (const bad of [
      `${path}?expires=1767312000`,
      `${path}?signature=${'x'.repeat(43)}`,
      `${path}?expires=soon&signature=${'x'.repeat(43)}`,
      `${path}?expires=1767312000&signature=${'x'.repeat(43)}&next=/api/users/me`,
      `${path}?expires=1767312000&signature=${'x'.repeat(42)}%`,
    ]) {
      expect(ZImageUrl.safeParse(bad).error?.issues[0]?.message).toBe(
        'Image URL must be an http(s) URL',
      );
    }
  });

  it('refuses scripts, data, files and other paths', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'file:///etc/passwd',
      '/api/users/me',
      '/api/uploads/../auth',
    ]) {
      expect(ZImageUrl.safeParse(bad).error?.issues[0]?.message).toBe(
        'Image URL must be an http(s) URL',
      );
    }
  });
});
