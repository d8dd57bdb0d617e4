import { describe, expect, it } from 'vitest';

import { isExternal, packageOf } from './server-externals';

describe('isExternal', () => {
  it('leaves third-party packages, their subpaths and scoped ones to node_modules', () => {
    expect(['koa', 'knex/lib/dialects/postgres/index.js', '@koa/router'].map(isExternal)).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('bundles our sources, workspace packages and leaves Node builtins to Node', () => {
    expect(
      ['./app', '../db/migrator', '/abs/file.ts', '@manifest/contracts/auth', 'node:fs', 'fs'].map(
        isExternal,
      ),
    ).toEqual([false, false, false, false, false, false]);
  });
});

describe('packageOf', () => {
  it('names the package of a request, scoped or not', () => {
    expect(packageOf('knex/lib/dialects/postgres/index.js')).toBe('knex');
    expect(packageOf('@opentelemetry/instrumentation/hook.mjs')).toBe(
      '@opentelemetry/instrumentation',
    );
    expect(packageOf('zod')).toBe('zod');
  });
});
