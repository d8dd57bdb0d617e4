import { describe, expect, it } from 'vitest';

import { sourceNamed, sourceOfStack } from './error-source';

const REMOTES = [
  { name: 'blog', entry: 'https://blog.example.com/mf-manifest.json' },
  { name: 'practice', entry: 'http://localhost:3002/mf-manifest.json' },
];

describe('sourceOfStack', () => {
  it('names the remote whose files threw, by the first script address in the stack', () => {
    const stack = `TypeError: x is undefined
    at render (https://blog.example.com/__federation_expose_BlogPostPage.3f2a.js:1:200)
    at https://app.example.com/main.js:1:10`;
    expect(sourceOfStack(stack, REMOTES)).toBe('blog');
    expect(sourceOfStack('http://localhost:3002/src_pages.js', REMOTES)).toBe('practice');
  });

  it("is the shell's for its own files, another origin's, or no stack", () => {
    expect(sourceOfStack('at https://app.example.com/main.js:1:10', REMOTES)).toBe('shell');
    expect(sourceOfStack('at https://blog.example.com.evil.test/x.js', REMOTES)).toBe('shell');
    expect(sourceOfStack(undefined, REMOTES)).toBe('shell');
  });
});

describe('sourceNamed', () => {
  it('keeps our remote names and calls anything else the shell', () => {
    expect(sourceNamed('account')).toBe('account');
    expect(sourceNamed('unknown-remote')).toBe('shell');
    expect(sourceNamed(undefined)).toBe('shell');
  });
});
