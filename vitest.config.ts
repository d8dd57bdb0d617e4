import { defineConfig } from 'vitest/config';

// Three projects: fast unit tests that sit next to the code; API integration
// tests that talk to real PostgreSQL and the embedded PGlite; and content
// tests that boot the real Strapi (built first) together with the API.
export default defineConfig({
  test: {
    // A file per core (Vitest's default leaves one core free: a single worker on the
    // 2-core CI machine). The API files each open their own databases. On 2 cores:
    // unit 30 s instead of 52, API 205 s instead of 322.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'api/src/**/*.test.ts',
            'api/bench/**/*.test.ts',
            'shell/src/**/*.test.{ts,tsx}',
            'shell/server/**/*.test.ts',
            'remotes/*/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.mjs',
            'cms/src/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['api/test/**/*.test.ts'],
          exclude: ['api/test/content/**'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'content',
          include: ['api/test/content/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
