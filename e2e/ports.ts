// Ports of the product as the end-to-end tests run it: one hundred above the
// defaults, so a developer's running copy (`npm start`) does not collide.
export const E2E_PORTS = {
  shell: 3100,
  dashboard: 3101,
  practice: 3102,
  blog: 3103,
  account: 3104,
  api: 4100,
  cms: 1437,
  /** The local Stripe stand-in (packages/stripe-standin). */
  stripe: 4342,
  /** The local OpenID provider standing in for Google (packages/google-standin). */
  google: 4343,
  /** A second shell whose manifest points the blog remote at a dead address. */
  shellWithDeadBlog: 3110,
  deadBlog: 3199,
} as const;

export const SHELL_URL = `http://localhost:${E2E_PORTS.shell}`;
export const SHELL_WITH_DEAD_BLOG_URL = `http://localhost:${E2E_PORTS.shellWithDeadBlog}`;

/** Unlocks the details of /api/health in the end-to-end run (METRICS_TOKEN). */
export const E2E_METRICS_TOKEN = 'e2e-operators-only-0123456789abcdef';

/** The client the API and the Google stand-in of the run share. */
export const GOOGLE_STANDIN_CLIENT = { id: 'manifest-e2e', secret: 'e2e-google-client-secret' };

/** The one admin of the run: ADMIN_EMAILS of the API lists it, and it opens its emailed link. */
export const E2E_ADMIN = { email: 'admin.e2e@example.com', password: 'copper-orchard-ledger-57' };
