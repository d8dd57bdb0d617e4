import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { createAppConfig } from './create-app-config';
import { REPO_ROOT } from './repo-root';
import { WORKSPACE_CHUNK, workspaceChunkGroup } from './workspace-chunk';

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
    const { test } = workspaceChunkGroup;
    expect(test.test('/repo/packages/ui/src/button.tsx')).toBe(true);
    expect(test.test('/repo/packages/api-client/src/calls/goals.ts')).toBe(true);
    expect(test.test('/repo/packages/auth/src/auth-store.ts')).toBe(true);
    expect(test.test('/repo/packages/contracts/src/auth.ts')).toBe(false);
    expect(test.test('/repo/node_modules/@radix-ui/react-dialog/dist/index.mjs')).toBe(false);
  });

  it("is the shell's only: a remote's copies are fallbacks, each loaded alone", () => {
    expect(cacheGroupsOf({ name: 'shell', isHost: true })).toHaveProperty(
      'workspace.name',
      WORKSPACE_CHUNK,
    );
    expect(cacheGroupsOf({ name: 'account' })).not.toHaveProperty('workspace');
  });
});
