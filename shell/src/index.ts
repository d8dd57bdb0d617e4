// The stylesheet is in the page's HTML (a prerendered page is drawn before any script runs).
import './app/styles.css';

import { registerPlugins } from '@module-federation/enhanced/runtime';

import { afterContentfulPaint } from './lib/after-contentful-paint';
import { yieldToMain } from './lib/yield-to-main';
import { PRERENDER_ID } from './prerender/prerender-elements';
import { yieldingFederationPlugin } from './remotes/yielding-federation-plugin';

// Before the app's chunk is asked for, so its shared modules are picked in short tasks.
registerPlugins([yieldingFederationPlugin()]);

// A prerendered page is on screen before the app's start takes the main thread: on a slow
// phone, evaluating the app's scripts first would hold back its first paint.
const afterPrerenderedPaint = () =>
  document.getElementById(PRERENDER_ID) ? afterContentfulPaint() : yieldToMain();

// The async boundary: shared singletons are negotiated before any app code runs, in a
// task of its own (the federation runtime's start is one already).
// Named, so the shell's server can hint its chunks in the page (start-chunks.json).
void afterPrerenderedPaint().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
