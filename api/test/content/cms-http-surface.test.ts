import { describe, expect, it } from 'vitest';
import { TEST_CMS_API_TOKEN } from '../../tools/strapi-process';
import { useStrapiSuite } from './support/strapi-suite';

// What the real, built Strapi answers to browsers and strangers: CORS, headers,
// Strapi's own end-user auth routes, and which comment fields any token reads.

const suite = useStrapiSuite('http');

const preflight = (path: string, origin: string) =>
  fetch(`${suite.strapi.url}${path}`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type,authorization',
    },
  });

describe('CORS', () => {
  it('answers no other origin, not even null, on a preflight or a request', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://localhost:3000']) {
      for (const path of ['/admin/login', '/api/blog-posts']) {
        const answer = await preflight(path, origin);
        expect(answer.headers.get('access-control-allow-origin'), `${origin} ${path}`).toBeNull();
        expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
      }
      const read = await fetch(`${suite.strapi.url}/api/blog-posts`, {
        headers: { Origin: origin },
      });
      expect(read.status).toBe(200);
      expect(read.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it('answers the CMS’s own origin, caching a preflight for ten minutes', async () => {
    const own = suite.strapi.url; // http://127.0.0.1:<port>
    const answer = await preflight('/admin/login', own);
    expect(answer.headers.get('access-control-allow-origin')).toBe(own);
    expect(answer.headers.get('access-control-max-age')).toBe('600');
  });
});

describe('response headers', () => {
  it('sends no X-Powered-By from any part of the CMS', async () => {
    for (const path of ['/_health', '/api/blog-posts', '/admin', '/admin/init', '/robots.txt']) {
      const answer = await fetch(`${suite.strapi.url}${path}`);
      expect(answer.status, path).toBeLessThan(400);
      expect(answer.headers.get('x-powered-by'), path).toBeNull();
    }
  });

  it('serves the admin panel with its scripts under Strapi’s strict security headers', async () => {
    const page = await fetch(`${suite.strapi.url}/admin`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<div id="strapi"');
    expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'/);
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');

    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const script = await fetch(new URL(src, `${suite.strapi.url}/admin/`));
      expect(script.status, src).toBe(200);
      expect(script.headers.get('content-type'), src).toMatch(/javascript/);
    }
  });
});

describe('Strapi’s end-user accounts (users-permissions), unused by the app', () => {
  it('refuses sign-up and sign-in instead of answering a user or a token', async () => {
    const attempts = [
      [
        '/api/auth/local/register',
        { username: 'mallory', email: 'm@evil.example', password: 'Secret123!' },
      ],
      ['/api/auth/local', { identifier: 'm@evil.example', password: 'Secret123!' }],
      ['/api/auth/forgot-password', { email: 'm@evil.example' }],
    ] as const;
    for (const [path, body] of attempts) {
      const answer = await fetch(`${suite.strapi.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(answer.status, path).toBe(403);
      const text = await answer.text();
      expect(text, path).not.toMatch(/"jwt"|"user"/);
    }
  });
});

describe('a comment’s email', () => {
  it('is stored through the API’s token yet never read back, even with a full-access token', async () => {
    const email = `reader-${Date.now()}@example.com`;
    const [post] = await suite.admin.documents('api::blog-post.blog-post');
    const created = await fetch(`${suite.strapi.url}/api/comments`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${TEST_CMS_API_TOKEN}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        data: { author: 'Reader', email, content: 'Lovely.', post: post!.documentId },
      }),
    });
    expect(created.status).toBe(201);
    const { data: comment } = (await created.json()) as { data: Record<string, unknown> };
    expect(comment).not.toHaveProperty('email');

    // Editors moderate in the admin panel, where the email is still shown.
    const stored = (await suite.admin.comments()).find(
      (entry) => entry.documentId === comment.documentId,
    );
    expect(stored).toMatchObject({ email });

    const asFullAccess = (path: string) =>
      fetch(`${suite.strapi.url}/api/${path}`, {
        headers: { Authorization: `Bearer ${suite.fullAccessToken}` },
      });
    for (const path of [
      'comments?pagination[pageSize]=100',
      'comments?populate=*',
      `comments/${String(comment.documentId)}`,
    ]) {
      const answer = await asFullAccess(path);
      expect(answer.status, path).toBe(200);
      expect(await answer.text(), path).not.toContain(email);
    }
    // Asking for it, or filtering on it (which would tell whether an address commented), is refused.
    for (const path of [
      'comments?fields[0]=email',
      `comments?filters[email][$eq]=${encodeURIComponent(email)}`,
    ]) {
      const answer = await asFullAccess(path);
      expect(answer.status, path).toBe(400);
      expect(await answer.text(), path).toContain('Invalid key email');
    }
  });
});
