import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { createSharedSingletons } from './federation';
import { REPO_ROOT } from './repo-root';

const contractKeys = (shared: Record<string, unknown>) =>
  Object.keys(shared).filter((key) => key.startsWith('@manifest/contracts/'));

describe('the shared contracts', () => {
  it('are provided whole by the shell, so a remote page never brings its own zod for them', () => {
    const shared = createSharedSingletons(join(REPO_ROOT, 'shell'), { isHost: true });
    expect(contractKeys(shared)).toEqual(
      expect.arrayContaining([
        '@manifest/contracts/',
        '@manifest/contracts/auth',
        '@manifest/contracts/google-sign-in',
      ]),
    );
    expect(shared['@manifest/contracts/google-sign-in']).toMatchObject({
      singleton: false,
      import: join(REPO_ROOT, 'packages/contracts/src/google-sign-in.ts'),
    });
    expect(contractKeys(shared)).not.toContain('@manifest/contracts/auth.test');
  });

  it('are shared by prefix only by a remote, which provides what it imports', () => {
    const shared = createSharedSingletons(join(REPO_ROOT, 'remotes/account'));
    expect(contractKeys(shared)).toEqual(['@manifest/contracts/']);
  });
});

describe('the shared API client', () => {
  it('is provided whole by the shell: every call and the offline queue, as singletons', () => {
    const shared = createSharedSingletons(join(REPO_ROOT, 'shell'), { isHost: true });
    expect(shared['@manifest/api-client/calls/user-stats']).toMatchObject({
      singleton: true,
      import: join(REPO_ROOT, 'packages/api-client/src/calls/user-stats.ts'),
    });
    expect(shared).toHaveProperty(['@manifest/api-client/offline/send-or-queue']);
    expect(shared).toHaveProperty(['@manifest/api-client/request']);
    expect(Object.keys(shared).filter((key) => /testing|\.test$/.test(key))).toEqual([]);
  });

  it('is shared by prefix only by a remote', () => {
    const shared = createSharedSingletons(join(REPO_ROOT, 'remotes/practice'));
    expect(Object.keys(shared).filter((key) => key.startsWith('@manifest/api-client'))).toEqual([
      '@manifest/api-client/',
    ]);
  });
});

describe('the shared UI parts', () => {
  it('are provided by the shell when light (React and class helpers only), not when built on a library', () => {
    const shared = createSharedSingletons(join(REPO_ROOT, 'shell'), { isHost: true });
    for (const part of ['page-header', 'input', 'card', 'format-date']) {
      expect(shared[`@manifest/ui/${part}`], part).toMatchObject({ singleton: true });
    }
    for (const part of ['form', 'dialog', 'checkbox', 'select']) {
      expect(shared, part).not.toHaveProperty([`@manifest/ui/${part}`]);
    }
  });
});
