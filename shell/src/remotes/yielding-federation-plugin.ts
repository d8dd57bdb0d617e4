import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

import { yieldToMain } from '../lib/yield-to-main';

/**
 * Loading a remote page runs several costly steps back to back, chained by promises
 * that never wait: run the entry script, register its shared modules, build the page
 * module. On a slow phone together they block input for a quarter of a second. This
 * plugin ends the task between them, so each is a task of its own.
 */
export const yieldingFederationPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'manifest-yielding-federation',
  beforeInitContainer: async (args) => {
    await yieldToMain();
    return args;
  },
  initContainer: async (args) => {
    await yieldToMain();
    return args;
  },
  onLoad: async () => {
    await yieldToMain();
  },
});
