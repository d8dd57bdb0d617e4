import { readSecurityPolicy } from '@manifest/static-server/security-policy';
import { describe, expect, it } from 'vitest';

import { readShellConfig } from './shell-config';

describe('readShellConfig', () => {
  it('defaults to the ports of ARCHITECTURE.md and the API on 4000', () => {
    expect(readShellConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      apiUrl: 'http://127.0.0.1:4000',
      apiUrls: ['http://127.0.0.1:4000'],
      remotesManifest: {
        remotes: [
          { name: 'dashboard', entry: 'http://localhost:3001/mf-manifest.json' },
          { name: 'practice', entry: 'http://localhost:3002/mf-manifest.json' },
          { name: 'blog', entry: 'http://localhost:3003/mf-manifest.json' },
          { name: 'account', entry: 'http://localhost:3004/mf-manifest.json' },
        ],
      },
      securityPolicy: {
        remoteOrigins: [
          'http://localhost:3001',
          'http://localhost:3002',
          'http://localhost:3003',
          'http://localhost:3004',
        ],
      },
      proxyIdleTimeoutMs: 30_000,
    });
  });

  it('takes a remote URL from REMOTE_<NAME>_URL and moved ports from <NAME>_PORT', () => {
    const config = readShellConfig({
      SHELL_PORT: '8080',
      API_URL: 'http://api.internal:4100',
      REMOTE_BLOG_URL: 'https://cdn.example.com/blog/v42/mf-manifest.json',
      ACCOUNT_PORT: '5004',
      REMOTE_DASHBOARD_URL: '',
      PROXY_IDLE_TIMEOUT_MS: '90000',
    });

    expect(config.port).toBe(8080);
    expect(config.apiUrl).toBe('http://api.internal:4100');
    expect(config.apiUrls).toEqual(['http://api.internal:4100']);
    expect(config.proxyIdleTimeoutMs).toBe(90_000);
    expect(
      Object.fromEntries(config.remotesManifest.remotes.map((r) => [r.name, r.entry])),
    ).toEqual({
      dashboard: 'http://localhost:3001/mf-manifest.json',
      practice: 'http://localhost:3002/mf-manifest.json',
      blog: 'https://cdn.example.com/blog/v42/mf-manifest.json',
      account: 'http://localhost:5004/mf-manifest.json',
    });
  });

  it('reads several API processes from a comma-separated API_URL, and refuses a bad one', () => {
    const config = readShellConfig({ API_URL: 'http://127.0.0.1:4000, http://127.0.0.1:4001' });
    expect(config.apiUrls).toEqual(['http://127.0.0.1:4000', 'http://127.0.0.1:4001']);
    expect(config.apiUrl).toBe('http://127.0.0.1:4000');
    expect(() => readShellConfig({ API_URL: 'http://127.0.0.1:4000,nope' })).toThrow(/API_URL/);
  });

  it('builds the security policy from the same variables as /remotes.json, as a remote does', () => {
    const env = {
      REMOTE_BLOG_URL: 'https://cdn.example.com/blog/v42/mf-manifest.json',
      ACCOUNT_PORT: '5004',
      STRIPE_JS_URL: 'http://127.0.0.1:4242/v3/',
      CMS_PUBLIC_URL: 'http://localhost:1337',
    };
    const { securityPolicy, remotesManifest } = readShellConfig(env);

    expect(securityPolicy).toEqual({
      remoteOrigins: [
        'http://localhost:3001',
        'http://localhost:3002',
        'https://cdn.example.com',
        'http://localhost:5004',
      ],
      stripeJsOrigin: 'http://127.0.0.1:4242',
      cmsOrigin: 'http://localhost:1337',
    });
    expect(securityPolicy.remoteOrigins).toEqual(
      remotesManifest.remotes.map(({ entry }) => new URL(entry).origin),
    );
    // A remote's server reads the same policy from the same variables.
    expect(readSecurityPolicy(env)).toEqual(securityPolicy);
  });

  it('listens on loopback unless HOST says otherwise, and refuses a HOST that is no address', () => {
    expect(readShellConfig({ HOST: '' }).host).toBe('127.0.0.1');
    expect(readShellConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(readShellConfig({ HOST: '::1' }).host).toBe('::1');
    expect(readShellConfig({ HOST: 'dev.internal' }).host).toBe('dev.internal');
    expect(() => readShellConfig({ HOST: 'http://0.0.0.0' })).toThrow(
      /HOST: must be an IP address \(127\.0\.0\.1, 0\.0\.0\.0, ::1\) or a host name/,
    );
  });

  it('names every bad variable', () => {
    expect(() =>
      readShellConfig({
        SHELL_PORT: 'abc',
        REMOTE_BLOG_URL: 'not a url',
        PRACTICE_PORT: '70000',
        STRIPE_JS_URL: 'ftp://stripe.local',
        PROXY_IDLE_TIMEOUT_MS: 'soon',
      }),
    ).toThrow(
      /SHELL_PORT[\s\S]*PROXY_IDLE_TIMEOUT_MS[\s\S]*PRACTICE_PORT[\s\S]*REMOTE_BLOG_URL[\s\S]*STRIPE_JS_URL/,
    );
  });

  it('lists a bad remote variable once, though two readers check it', () => {
    const read = () => readShellConfig({ REMOTE_BLOG_URL: 'not a url' });
    expect(read).toThrow(/REMOTE_BLOG_URL/);
    expect(() => read()).not.toThrow(/REMOTE_BLOG_URL[\s\S]*REMOTE_BLOG_URL/);
  });
});
