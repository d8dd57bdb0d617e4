import { rspack, type Compiler } from '@rspack/core';

import { START_CHUNKS_FILE, type TStartChunks } from './start-chunks-file';

/** What the plugin reads of a chunk group: its files, in load order. */
type TChunkGroupFiles = { getFiles: () => string[] };

/**
 * The scripts of each named chunk group (`import(/* webpackChunkName: "bootstrap" *\/ …)`)
 * in load order. A group the build has not got is left out.
 */
export const startChunksOf = (
  groups: ReadonlyMap<string, TChunkGroupFiles>,
  names: readonly string[],
): TStartChunks =>
  Object.fromEntries(
    names.flatMap((name) => {
      const group = groups.get(name);
      return group ? [[name, group.getFiles().filter((file) => file.endsWith('.js'))]] : [];
    }),
  );

/**
 * Emits START_CHUNKS_FILE with the build: the chunks a named dynamic import loads, so a
 * server can hint them in the page's HTML instead of the browser finding them only once
 * the script before them has run (docs/remote-loading.md).
 */
export class StartChunksPlugin {
  constructor(private readonly names: readonly string[]) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('StartChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'StartChunksPlugin',
          // Once every file has its final (hashed) name.
          stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const json = JSON.stringify(startChunksOf(compilation.namedChunkGroups, this.names));
          compilation.emitAsset(START_CHUNKS_FILE, new rspack.sources.RawSource(json));
        },
      );
    });
  }
}
