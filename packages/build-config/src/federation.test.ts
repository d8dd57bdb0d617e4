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
