import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import type { Compiler } from '@rspack/core';
import { z } from 'zod';

import { PRERENDERED_DIR, prerenderedFileOf } from './prerender-bundle';

/** What a prerender bundle exports for its build: every page that reads no data, as HTML. */
const ZBuildPages = z.object({
  buildPages: z.custom<() => Promise<unknown>>((value) => typeof value === 'function'),
});
const ZBuiltPages = z.array(z.object({ path: z.string().startsWith('/'), html: z.string() }));

export type TBuiltPagesOptions = {
  /** The prerender bundle just emitted (dist-server/prerender.cjs). */
  bundlePath: string;
  /** The app's browser build (its dist/), which the pages are written beside. */
  outputDir: string;
};

/**
 * Once the prerender bundle is emitted, draws the pages it builds (`buildPages`) and writes
 * each as HTML in the app's dist/prerendered/, beside its mf-manifest.json, where the shell's
 * server reads them as it reads the manifest (docs/prerendering.md). The browser build must
 * have run first: it empties dist/.
 */
export class BuiltPagesPlugin {
  constructor(private readonly options: TBuiltPagesOptions) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('BuiltPagesPlugin', async () => {
      const { bundlePath, outputDir } = this.options;
      const require = createRequire(import.meta.url);
      // A watch build emits the bundle again: its new code, not the first one's.
      delete require.cache[require.resolve(bundlePath)];
      const pages = ZBuiltPages.parse(await ZBuildPages.parse(require(bundlePath)).buildPages());
      await rm(join(outputDir, PRERENDERED_DIR), { recursive: true, force: true });
      for (const { path, html } of pages) {
        const file = join(outputDir, prerenderedFileOf(path));
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, html);
      }
    });
  }
}
