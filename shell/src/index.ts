// The stylesheet is in the page's HTML (a prerendered page is drawn before any script runs).
import './app/styles.css';

import { yieldToMain } from './lib/yield-to-main';

// The async boundary: shared singletons are negotiated before any app code runs, in a
// task of its own (the federation runtime's start is one already).
void yieldToMain().then(() => import('./bootstrap'));
