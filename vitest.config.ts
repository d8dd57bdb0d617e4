import { defineConfig } from 'vitest/config';

// Two projects: fast unit tests that sit next to the code, and API
// integration tests that talk to real PostgreSQL and the embedded PGlite.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'api/src/**/*.test.ts',
            'shell/src/**/*.test.{ts,tsx}',
            'remotes/*/src/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['api/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
