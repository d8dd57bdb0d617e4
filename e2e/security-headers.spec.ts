import { expect, test, type APIResponse } from '@playwright/test';
import { E2E_PORTS, SHELL_URL } from './ports';

const REMOTES = ['dashboard', 'practice', 'blog', 'account'] as const;
const remoteUrl = (name: (typeof REMOTES)[number]) => `http://localhost:${E2E_PORTS[name]}`;

/** The directives of a Content-Security-Policy header, by name. */
const parseCsp = (header: string | undefined) =>
  new Map(
    (header ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name as string, values]),
  );

const expectSecurityHeaders = (response: APIResponse, what: string) => {
  const headers = response.headers();
  const csp = parseCsp(headers['content-security-policy']);
  expect(csp.size, `${what}: Content-Security-Policy`).toBeGreaterThan(0);
  expect([...csp.values()].flat(), `${what}: no eval`).not.toContain("'unsafe-eval'");
  expect(csp.get('script-src'), `${what}: no inline script`).not.toContain("'unsafe-inline'");
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toMatch(/camera=\(\)/);
  expect(headers['permissions-policy'], what).toMatch(/microphone=\(\)/);
  expect(headers['permissions-policy'], what).toMatch(/geolocation=\(\)/);
  expect(headers['x-powered-by'], what).toBeUndefined();
  return csp;
};

test('the shell sends the headers on every kind of answer, with the remotes’ origins', async ({
  request,
}) => {
  const html = await request.get('/');
  const mainScript = /<script[^>]+src="([^"]+)"/.exec(await html.text())?.[1];
  expect(mainScript, 'index.html loads one script').toBeTruthy();

  const answers: Array<[string, number]> = [
    ['/', 200],
    ['/dashboard', 200],
    [mainScript as string, 200],
    ['/remotes.json', 200],
    ['/mf-manifest.json', 200],
    ['/no-such-file.0123abcd.js', 404],
  ];
  const { remotes } = (await (await request.get('/remotes.json')).json()) as {
    remotes: Array<{ entry: string }>;
  };
  for (const [path, status] of answers) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    const csp = expectSecurityHeaders(response, `shell ${path}`);
    for (const { entry } of remotes) {
      const origin = new URL(entry).origin;
      for (const directive of ['script-src', 'style-src', 'connect-src']) {
        expect(csp.get(directive), `${path} ${directive}`).toContain(origin);
      }
    }
  }
});

test('the shell’s proxy hides what the API runs on and refuses an oversized body as JSON', async ({
  request,
}) => {
  const health = await request.get('/api/health');
  expect(health.headers()['x-powered-by']).toBeUndefined();
  expect(health.headers()['x-content-type-options']).toBe('nosniff');

  const tooLarge = await request.post('/api/auth/signin', {
    data: { email: 'someone@example.com', password: 'x'.repeat(200 * 1024) },
  });
  expect(tooLarge.status()).toBe(413);
  expect(await tooLarge.json()).toEqual({ message: 'Request body is too large' });
});

test('each remote sends the headers, with the shell’s very policy', async ({ request }) => {
  const shellCsp = (await request.get(`${SHELL_URL}/`)).headers()['content-security-policy'];

  for (const name of REMOTES) {
    for (const [path, status] of [
      ['/', 200],
      ['/mf-manifest.json', 200],
      ['/remoteEntry.js', 200],
      ['/no-such-file.0123abcd.js', 404],
    ] as const) {
      const response = await request.get(`${remoteUrl(name)}${path}`);
      expect(response.status(), `${name} ${path}`).toBe(status);
      expectSecurityHeaders(response, `${name} ${path}`);
      expect(response.headers()['content-security-policy'], `${name} ${path}`).toBe(shellCsp);
      // The shell, another origin, loads these files.
      expect(response.headers()['cross-origin-resource-policy']).toBe('cross-origin');
    }
  }
});

test('the browser accepts the headers as written', async ({ page }) => {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (
      /Permissions-Policy|Content Security Policy|Content-Security-Policy/i.test(message.text())
    ) {
      complaints.push(message.text());
    }
  });
  const response = await page.goto('/');
  await expect(page.getByRole('heading').first()).toBeVisible();
  expect(response?.headers()['content-security-policy']).toBeTruthy();
  expect(complaints).toEqual([]);
});
