import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { REMOTE_NAMES } from './app-ports';
import { REPO_ROOT } from './repo-root';

// A remote's page reaches the shell alone, so it brings its app's stylesheet itself
// (federation.ts says why that is not done for it in the build).
describe.each(REMOTE_NAMES)('the pages the %s remote exposes', (remote) => {
  const appDir = join(REPO_ROOT, 'remotes', remote);
  const config = readFileSync(join(appDir, 'rspack.config.ts'), 'utf8');
  const exposed = [...config.matchAll(/'\.\/(src\/[^']+\.tsx)'/g)].map(([, path]) => path!);

  it('are every page module, and only those', () => {
    const pages = readdirSync(join(appDir, 'src/pages'))
      .filter((file) => file.endsWith('-page.tsx'))
      .map((file) => `src/pages/${file}`);
    expect([...exposed].sort()).toEqual(pages.sort());
  });

  it.each(exposed)('%s imports the stylesheet first', (path) => {
    const source = readFileSync(join(appDir, path), 'utf8');
    expect(source.startsWith("import '../app/styles.css';\n")).toBe(true);
  });
});
