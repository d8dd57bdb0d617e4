import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { createAppConfig } from './create-app-config';
import { REPO_ROOT } from './repo-root';
import { hostCacheGroups, WORKSPACE_CHUNK } from './host-chunk-groups';

const cacheGroupsOf = (options: { name: string; isHost?: boolean }) => {
  const config = createAppConfig({
    ...options,
    appDir: join(REPO_ROOT, options.isHost ? 'shell' : `remotes/${options.name}`),
    port: 0,
  });
  const splitChunks = config.optimization?.splitChunks;
  return splitChunks ? (splitChunks.cacheGroups ?? {}) : {};
};

describe('the workspace chunk', () => {
  it("holds our packages' modules but not the contracts, which a page loads one by one", () => {
    const { test } = hostCacheGroups.workspace;
    expect(test.test('/repo/packages/ui/src/button.tsx')).toBe(true);
    expect(test.test('/repo/packages/api-client/src/calls/goals.ts')).toBe(true);
    expect(test.test('/repo/packages/auth/src/auth-store.ts')).toBe(true);
    expect(test.test('/repo/packages/contracts/src/auth.ts')).toBe(false);
    expect(test.test('/repo/node_modules/@radix-ui/react-dialog/dist/index.mjs')).toBe(false);
  });

  it('leaves out the Web Push code, which runs only when reminders are offered or changed', () => {
    const { test } = hostCacheGroups.workspace;
    expect(test.test('/repo/packages/api-client/src/push/push-reminders.ts')).toBe(false);
    expect(test.test('/repo/packages/api-client/src/request.ts')).toBe(true);
    expect(test.test('/repo/packages/uix/src/index.ts')).toBe(false);
  });

  it("is the shell's only: a remote's copies are fallbacks, each loaded alone", () => {
    expect(cacheGroupsOf({ name: 'shell', isHost: true })).toHaveProperty(
      'workspace.name',
      WORKSPACE_CHUNK,
    );
    expect(cacheGroupsOf({ name: 'account' })).not.toHaveProperty('workspace');
  });

  it('has React, React DOM and the router beside it, each in one chunk', () => {
    const { react, reactDom, router } = hostCacheGroups;
    expect(react.test.test('/repo/node_modules/react/jsx-runtime.js')).toBe(true);
    expect(react.test.test('/repo/node_modules/react-dom/index.js')).toBe(false);
    expect(reactDom.test.test('/repo/node_modules/react-dom/client.js')).toBe(true);
    expect(reactDom.test.test('/repo/node_modules/scheduler/index.js')).toBe(true);
    expect(router.test.test('/repo/node_modules/react-router/dist/index.mjs')).toBe(true);
    expect(router.test.test('/repo/packages/build-config/src/browser/react-router-dom.ts')).toBe(
      true,
    );
    expect(cacheGroupsOf({ name: 'blog' })).not.toHaveProperty('router');
  });
});
