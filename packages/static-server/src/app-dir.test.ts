import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { appDirOf } from './app-dir';

describe('appDirOf', () => {
  let app: string;
  beforeEach(async () => {
    app = await mkdtemp(join(tmpdir(), 'app-dir-'));
    await writeFile(join(app, 'package.json'), '{}');
    await mkdir(join(app, 'dist-node'));
  });
  afterEach(() => rm(app, { recursive: true, force: true }));

  it("is the server's folder when it runs from source", () => {
    expect(appDirOf(pathToFileURL(join(app, 'server.ts')).href)).toBe(app);
  });

  it('is the app above dist-node/ when it runs built', () => {
    expect(appDirOf(pathToFileURL(join(app, 'dist-node', 'server.mjs')).href)).toBe(app);
  });
});
