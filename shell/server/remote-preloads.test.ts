import { describe, expect, it, vi } from 'vitest';

import { SIGNED_IN_ROUTES, SIGNED_OUT_ROUTES } from '../src/app/route-table';
import { createRemotePreloads, shellStartScripts, startChunkScripts } from './remote-preloads';

const HTML = '<html><head><title>Manifest</title></head><body></body></html>';
const ROUTES = { signedOut: SIGNED_OUT_ROUTES, signedIn: SIGNED_IN_ROUTES };
const REMOTES = {
  remotes: [
    { name: 'account', entry: 'https://account.example/mf-manifest.json' },
    { name: 'dashboard', entry: 'https://dashboard.example/v2/mf-manifest.json' },
  ],
};

const federationManifest = (pages: Record<string, string>) => ({
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: Object.entries(pages).map(([name, chunk]) => ({
    name,
    assets: { js: { sync: [chunk] }, css: { sync: ['styles.1.css'] } },
  })),
});

/** Answers each remote's manifest from `manifests`, and records what was asked. */
function fakeRemotes(manifests: Record<string, unknown>) {
  const asked: string[] = [];
  const fetchManifest = (async (url: string) => {
    asked.push(url);
    const body = manifests[url];
    return body ? new Response(JSON.stringify(body)) : new Response('gone', { status: 404 });
  }) as unknown as typeof fetch;
  return { asked, fetchManifest };
}

const MANIFESTS = {
  'https://account.example/mf-manifest.json': federationManifest({
    SignInPage: 'sign-in.1.js',
    LandingPage: 'landing.1.js',
  }),
  'https://dashboard.example/v2/mf-manifest.json': federationManifest({
    DashboardPage: 'dashboard.1.js',
  }),
};

describe("the shell server's preload hints", () => {
  it("hints the route's remote: its manifest, entry, the page's chunks and styles", async () => {
    const { fetchManifest } = fakeRemotes(MANIFESTS);
    const preloads = createRemotePreloads({
      remotesManifest: REMOTES,
      routes: ROUTES,
      fetch: fetchManifest,
    });
    const page = await preloads.transform('/signin', HTML);
    expect(page).toContain(
      '<link rel="preload" href="https://account.example/mf-manifest.json" as="fetch" crossorigin="anonymous" />',
    );
    expect(page).toContain(
      '<link rel="preload" href="https://account.example/remoteEntry.js" as="script" />',
    );
    expect(page).toContain(
      '<link rel="preload" href="https://account.example/sign-in.1.js" as="script" />',
    );
    expect(page).toContain(
      '<link rel="preload" href="https://account.example/styles.1.css" as="style" />',
    );
    expect(page).not.toContain('landing.1.js');
    expect(page).not.toContain('preload" href="https://dashboard.example');
  });

  it("applies the remote's stylesheet to a prerendered page, drawn before any script runs", async () => {
    const { fetchManifest } = fakeRemotes(MANIFESTS);
    const preloads = createRemotePreloads({
      remotesManifest: REMOTES,
      routes: ROUTES,
      fetch: fetchManifest,
    });
    const page = await preloads.transform('/signin', HTML, undefined, { isPrerendered: true });
    expect(page).toContain('<link rel="stylesheet" href="https://account.example/styles.1.css" />');
    expect(page).not.toContain('as="style"');
  });

  it('writes the remotes manifest into the page, safe inside its script element', async () => {
    const { fetchManifest } = fakeRemotes({});
    const remotesManifest = { remotes: [{ name: 'blog', entry: 'https://x.example/</script>' }] };
    const preloads = createRemotePreloads({
      remotesManifest,
      routes: ROUTES,
      fetch: fetchManifest,
    });
    const page = await preloads.transform('/no-such-page', HTML);
    expect(page).toContain(
      '<script id="remotes-manifest" type="application/json">{"remotes":[{"name":"blog","entry":"https://x.example/\\u003c/script>"}]}</script></head>',
    );
    expect(page).not.toContain('rel="preload"');
  });

  it('tells the signed-in home page from the landing page by the hint cookie', async () => {
    const { fetchManifest } = fakeRemotes(MANIFESTS);
    const preloads = createRemotePreloads({
      remotesManifest: REMOTES,
      routes: ROUTES,
      fetch: fetchManifest,
    });
    expect(await preloads.transform('/', HTML)).toContain('landing.1.js');
    const signedIn = await preloads.transform('/', HTML, 'theme=dark; manifest_signed_in=1');
    expect(signedIn).toContain('https://dashboard.example/v2/dashboard.1.js');
    expect(signedIn).not.toContain('account.example/remoteEntry.js');
  });

  it('gives no hints for a remote whose manifest cannot be read', async () => {
    const { fetchManifest } = fakeRemotes({});
    const preloads = createRemotePreloads({
      remotesManifest: REMOTES,
      routes: ROUTES,
      fetch: fetchManifest,
    });
    const page = await preloads.transform('/signin', HTML);
    expect(page).not.toContain('rel="preload"');
    expect(page).toContain('id="remotes-manifest"');
  });

  it("knows a page's files only once its remote's manifest is read: no stylesheet, no prerender", async () => {
    const manifests: Record<string, unknown> = {};
    const { fetchManifest } = fakeRemotes(manifests);
    let now = 0;
    const preloads = createRemotePreloads({
      remotesManifest: REMOTES,
      routes: ROUTES,
      fetch: fetchManifest,
      now: () => now,
    });
    // The remote still starting when the shell's first visitor comes.
    expect(await preloads.filesFor('/signin')).toBeNull();
    manifests['https://account.example/mf-manifest.json'] =
      MANIFESTS['https://account.example/mf-manifest.json'];
    now = 1_001;
    expect(await preloads.filesFor('/signin')).toBeNull(); // this visitor starts the read again
    await vi.waitFor(async () =>
      expect(await preloads.filesFor('/signin')).toEqual({
        manifest: 'https://account.example/mf-manifest.json',
        scripts: ['https://account.example/remoteEntry.js', 'https://account.example/sign-in.1.js'],
        styles: ['https://account.example/styles.1.css'],
      }),
    );
    expect(await preloads.filesFor('/no-such-page')).toBeNull();
  });

  it('says when warming has read every remote, so the server warms again until it has', async () => {
    const manifests: Record<string, unknown> = {
      'https://account.example/mf-manifest.json':
        MANIFESTS['https://account.example/mf-manifest.json'],
    };
    const { fetchManifest } = fakeRemotes(manifests);
    const preloads = createRemotePreloads({
      remotesManifest: REMOTES,
      routes: ROUTES,
      fetch: fetchManifest,
    });
    expect(await preloads.warm()).toBe(false);
    Object.assign(manifests, MANIFESTS);
    expect(await preloads.warm()).toBe(true);
    expect(await preloads.filesFor('/dashboard', 'manifest_signed_in=1')).not.toBeNull();
  });

  it('writes the files the caller read, so one answer decides the prerender and its stylesheet', async () => {
    const { fetchManifest } = fakeRemotes(MANIFESTS);
    const preloads = createRemotePreloads({
      remotesManifest: REMOTES,
      routes: ROUTES,
      fetch: fetchManifest,
    });
    const files = await preloads.filesFor('/signin');
    const page = await preloads.transform('/signin', HTML, undefined, {
      isPrerendered: true,
      files,
    });
    expect(page).toContain('<link rel="stylesheet" href="https://account.example/styles.1.css" />');
    const unknown = await preloads.transform('/signin', HTML, undefined, { files: null });
    expect(unknown).not.toContain('remoteEntry.js');
    expect(unknown).not.toContain('styles.1.css');
  });

  it('reads a manifest again once it is 30 seconds old, so a redeployed remote is hinted', async () => {
    const manifests: Record<string, unknown> = { ...MANIFESTS };
    const { asked, fetchManifest } = fakeRemotes(manifests);
    let now = 0;
    const preloads = createRemotePreloads({
      remotesManifest: REMOTES,
      routes: ROUTES,
      fetch: fetchManifest,
      now: () => now,
    });
    await preloads.transform('/signin', HTML);
    manifests['https://account.example/mf-manifest.json'] = federationManifest({
      SignInPage: 'sign-in.2.js',
    });
    now = 29_000;
    expect(await preloads.transform('/signin', HTML)).toContain('sign-in.1.js');
    expect(asked).toHaveLength(1);
    now = 31_000;
    await preloads.transform('/signin', HTML);
    expect(asked).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await preloads.transform('/signin', HTML)).toContain('sign-in.2.js');
  });

  it('asks again a second after a manifest could not be read (a remote still starting)', async () => {
    const manifests: Record<string, unknown> = {};
    const { asked, fetchManifest } = fakeRemotes(manifests);
    let now = 0;
    const preloads = createRemotePreloads({
      remotesManifest: REMOTES,
      routes: ROUTES,
      fetch: fetchManifest,
      now: () => now,
    });
    expect(await preloads.transform('/signin', HTML)).not.toContain('account.example/remoteEntry');
    manifests['https://account.example/mf-manifest.json'] =
      MANIFESTS['https://account.example/mf-manifest.json'];
    now = 900;
    await preloads.transform('/signin', HTML);
    expect(asked).toHaveLength(1);
    now = 1_100;
    await preloads.transform('/signin', HTML);
    expect(asked).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await preloads.transform('/signin', HTML)).toContain('account.example/remoteEntry.js');
  });
});

describe("the shell's start scripts", () => {
  it("are the files of the shared singletons in the shell's build manifest, once each", () => {
    const shared = (name: string, sync: string[]) => ({ name, assets: { js: { sync } } });
    const scripts = shellStartScripts({
      shared: [
        shared('react', ['react.1.js']),
        shared('react-dom/client', ['react-dom.1.js', 'scheduler.1.js']),
        shared('react-dom', ['react-dom.1.js']),
        shared('@manifest/ui/dialog', ['dialog.1.js']),
      ],
    });
    expect(scripts).toEqual(['/react.1.js', '/react-dom.1.js', '/scheduler.1.js']);
  });

  it('are none when the manifest is not one', () => {
    expect(shellStartScripts({ shared: 'nope' })).toEqual([]);
  });

  it('come first in every page, before the route remote hints', async () => {
    const { fetchManifest } = fakeRemotes(MANIFESTS);
    const preloads = createRemotePreloads({
      remotesManifest: REMOTES,
      shellScripts: ['/react.1.js'],
      routes: ROUTES,
      fetch: fetchManifest,
    });
    const page = await preloads.transform('/signin', HTML);
    const shellHint = page.indexOf('<link rel="preload" href="/react.1.js" as="script" />');
    expect(shellHint).toBeGreaterThan(0);
    expect(shellHint).toBeLessThan(page.indexOf('https://account.example/mf-manifest.json'));
  });
});

describe("the shell's start chunks", () => {
  it('are the scripts the build listed for a named chunk, as paths on the shell', () => {
    const startChunks = { bootstrap: ['zod.1.js', 'bootstrap.1.js'], 'signed-in-layout': [] };
    expect(startChunkScripts(startChunks, 'bootstrap')).toEqual(['/zod.1.js', '/bootstrap.1.js']);
    expect(startChunkScripts(startChunks, 'signed-in-layout')).toEqual([]);
    expect(startChunkScripts(startChunks, 'admin')).toEqual([]);
  });

  it('are none when the file is missing or names anything but a script of the build', () => {
    expect(startChunkScripts(null, 'bootstrap')).toEqual([]);
    expect(startChunkScripts({ bootstrap: ['../secrets.js'] }, 'bootstrap')).toEqual([]);
    expect(startChunkScripts({ bootstrap: ['https://evil.example/x.js'] }, 'bootstrap')).toEqual(
      [],
    );
  });

  it('hint the signed-in chrome only to a browser holding a session', async () => {
    const { fetchManifest } = fakeRemotes(MANIFESTS);
    const preloads = createRemotePreloads({
      remotesManifest: REMOTES,
      appStartScripts: ['/bootstrap.1.js'],
      signedInScripts: ['/signed-in-layout.1.js'],
      routes: ROUTES,
      fetch: fetchManifest,
    });
    const start = '<link rel="preload" href="/bootstrap.1.js" as="script" />';
    const chrome = '<link rel="preload" href="/signed-in-layout.1.js" as="script" />';
    const visitor = await preloads.transform('/', HTML);
    expect(visitor).toContain(start);
    expect(visitor).not.toContain(chrome);
    const member = await preloads.transform('/', HTML, 'manifest_signed_in=1');
    expect(member).toContain(start);
    expect(member).toContain(chrome);
    expect(member.indexOf(chrome)).toBeLessThan(member.indexOf('dashboard.example'));
  });

  it('leave the app start out of a prerendered page: nothing more competes with its paint', async () => {
    const { fetchManifest } = fakeRemotes(MANIFESTS);
    const preloads = createRemotePreloads({
      remotesManifest: REMOTES,
      shellScripts: ['/react.1.js'],
      appStartScripts: ['/bootstrap.1.js'],
      routes: ROUTES,
      fetch: fetchManifest,
    });
    const page = await preloads.transform('/signin', HTML, undefined, { isPrerendered: true });
    expect(page).toContain('href="/react.1.js"');
    expect(page).not.toContain('bootstrap.1.js');
  });
});
