import { describe, expect, it } from 'vitest';
import { linkKind, originOf, safeUrl } from './safe-url';

describe('safeUrl', () => {
  it.each([
    'https://example.com/a?b=c#d',
    'http://example.com',
    '/blog/first-post',
    'relative/path',
    '../up',
    '#section',
    '?page=2',
    '//cdn.example.com/x.png',
    'mailto:hello@example.com',
    'tel:+441234567890',
  ])('keeps the link %s', (url) => {
    expect(safeUrl(url, 'link')).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'file:///etc/passwd',
    'blob:https://example.com/uuid',
    'ftp://example.com/file',
    'http://[not-an-ip',
    '',
    '   ',
  ])('removes the link %j', (url) => {
    expect(safeUrl(url, 'link')).toBeUndefined();
  });

  it('takes only relative and http(s) images', () => {
    expect(safeUrl('https://cms.example.com/uploads/a.jpg', 'image')).toBeDefined();
    expect(safeUrl('/uploads/a.jpg', 'image')).toBeDefined();
    expect(safeUrl('data:image/png;base64,iVBORw0KGgo=', 'image')).toBeUndefined();
    expect(safeUrl('javascript:alert(1)', 'image')).toBeUndefined();
    expect(safeUrl('mailto:a@example.com', 'image')).toBeUndefined();
  });
});

describe('linkKind', () => {
  const site = 'https://manifest.example';

  it.each([
    ['/blog/a', 'same-site'],
    ['blog/a', 'same-site'],
    ['#top', 'same-site'],
    ['?q=1', 'same-site'],
    ['https://manifest.example/privacy', 'same-site'],
    ['HTTPS://MANIFEST.EXAMPLE:443/privacy', 'same-site'],
    ['https://evil.example/', 'external'],
    ['//evil.example/x', 'external'],
    ['/\\evil.example/x', 'external'],
    ['http://manifest.example/', 'external'],
    ['https://cms.manifest.example/', 'external'],
    ['https://manifest.example.evil.example/', 'external'],
    ['mailto:hello@manifest.example', 'other'],
    ['tel:+1', 'other'],
  ] as const)('calls %s %s', (href, kind) => {
    expect(linkKind(href, site)).toBe(kind);
  });

  it('counts every absolute link as external without a site origin', () => {
    expect(linkKind('https://manifest.example/privacy')).toBe('external');
    expect(linkKind('/privacy')).toBe('same-site');
  });

  it('accepts a site origin with a path or trailing slash', () => {
    expect(linkKind('https://manifest.example/a', 'https://manifest.example/blog/')).toBe(
      'same-site',
    );
  });
});

describe('originOf', () => {
  it('reads an http(s) origin and nothing else', () => {
    expect(originOf('https://manifest.example/x')).toBe('https://manifest.example');
    expect(originOf('null')).toBeNull();
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf(undefined)).toBeNull();
  });
});
