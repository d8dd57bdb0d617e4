import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

import { yieldToMain } from '../lib/yield-to-main';

/**
 * Loading a remote page runs several costly steps back to back, chained by promises
 * that never wait: run the entry script, register its shared modules, build the page
 * module. On a slow phone together they block input for a quarter of a second. This
 * plugin ends the task between them, so each is a task of its own.
 *
 * The app's start is such a chain too: its chunk needs some forty shared modules. For
 * each one the runtime picks a version and adds the script of its chunk, all in one task
 * (a quarter of a second with the CPU slowed 4x, as Lighthouse does), and once all have
 * arrived the app's chunk runs every one of them in another. Here each shared module is
 * picked in a task of its own, and run in the task its script arrived in (running it
 * again later only reads the cached module; a module that throws is reported by the
 * runtime and throws again where the app asks for it). Registered before the app's
 * chunk is asked for (`src/index.ts`), so the start's own shared modules go this way.
 */
export const yieldingFederationPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'manifest-yielding-federation',
  beforeLoadShare: async (args) => {
    await yieldToMain();
    return args;
  },
  afterLoadShare: (args) => {
    // The loaded share's factory: the module's exports, run once and cached by the bundler.
    const factory = args.selectedShared?.lib;
    if (typeof factory === 'function') factory();
    return args;
  },
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
