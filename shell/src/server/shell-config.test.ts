import { describe, expect, it } from 'vitest';

import { readShellConfig } from './shell-config';

describe('readShellConfig', () => {
  it('defaults to the ports of ARCHITECTURE.md and the API on 4000', () => {
    expect(readShellConfig({})).toEqual({
      port: 3000,
      apiUrl: 'http://127.0.0.1:4000',
      remotesManifest: {
        remotes: [
          { name: 'dashboard', entry: 'http://localhost:3001/mf-manifest.json' },
          { name: 'practice', entry: 'http://localhost:3002/mf-manifest.json' },
          { name: 'blog', entry: 'http://localhost:3003/mf-manifest.json' },
          { name: 'account', entry: 'http://localhost:3004/mf-manifest.json' },
        ],
      },
    });
  });

  it('takes a remote URL from REMOTE_<NAME>_URL and moved ports from <NAME>_PORT', () => {
    const config = readShellConfig({
      SHELL_PORT: '8080',
      API_URL: 'http://api.internal:4100',
      REMOTE_BLOG_URL: 'https://cdn.example.com/blog/v42/mf-manifest.json',
      ACCOUNT_PORT: '5004',
      REMOTE_DASHBOARD_URL: '',
    });

    expect(config.port).toBe(8080);
    expect(config.apiUrl).toBe('http://api.internal:4100');
    expect(
      Object.fromEntries(config.remotesManifest.remotes.map((r) => [r.name, r.entry])),
    ).toEqual({
      dashboard: 'http://localhost:3001/mf-manifest.json',
      practice: 'http://localhost:3002/mf-manifest.json',
      blog: 'https://cdn.example.com/blog/v42/mf-manifest.json',
      account: 'http://localhost:5004/mf-manifest.json',
    });
  });

  it('names every bad variable', () => {
    expect(() =>
      readShellConfig({ SHELL_PORT: 'abc', REMOTE_BLOG_URL: 'not a url', PRACTICE_PORT: '70000' }),
    ).toThrow(/SHELL_PORT[\s\S]*PRACTICE_PORT[\s\S]*REMOTE_BLOG_URL/);
  });
});
