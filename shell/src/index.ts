// The stylesheet is in the page's HTML (a prerendered page is drawn before any script runs).
import './app/styles.css';

import { registerPlugins } from '@module-federation/enhanced/runtime';

import { yieldToMain } from './lib/yield-to-main';
import { yieldingFederationPlugin } from './remotes/yielding-federation-plugin';

// Before the app's chunk is asked for, so its shared modules are picked in short tasks.
registerPlugins([yieldingFederationPlugin()]);

// The async boundary: shared singletons are negotiated before any app code runs, in a
// task of its own (the federation runtime's start is one already).
// Named, so the shell's server can hint its chunks in the page (start-chunks.json).
void yieldToMain().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
