import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exposesOf, type TPageList } from '@manifest/remote-kit/pages';
import { describe, expect, it } from 'vitest';

import { REMOTE_NAMES } from './app-ports';
import { REPO_ROOT } from './repo-root';

describe.each(REMOTE_NAMES)('the pages the %s remote exposes', async (remote) => {
  const appDir = join(REPO_ROOT, 'remotes', remote);
  const { PAGES } = (await import(join(appDir, 'src/pages.ts'))) as { PAGES: TPageList };
  const exposed = Object.values(exposesOf(PAGES)).map((path) => path.replace(/^\.\//, ''));

  it('are every page file, each on its line of src/pages.ts, and only those', () => {
    const pages = readdirSync(join(appDir, 'src/pages'))
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => `src/pages/${file}`);
    expect([...exposed].sort()).toEqual(pages.sort());
  });

  // A remote's page reaches the shell alone, so it brings its app's stylesheet itself
  // (federation.ts says why that is not done for it in the build).
  it.each(exposed)('%s imports the stylesheet first', (path) => {
    const source = readFileSync(join(appDir, path), 'utf8');
    expect(source.startsWith("import '../app/styles.css';\n")).toBe(true);
  });
});
