import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Compiler, StatsCompilation } from '@rspack/core';

/** The file the shell's server reads (shell/server.ts): the scripts of each named start chunk. */
export const START_CHUNKS_FILE = 'start-chunks.json';

export type TStartChunks = Record<string, string[]>;

/**
 * The scripts of each named chunk group (`import(/* webpackChunkName: "bootstrap" *\/ …)`),
 * from the build's stats, in load order. A group the build has not got is left out.
 */
export const startChunksOf = (stats: StatsCompilation, names: readonly string[]): TStartChunks =>
  Object.fromEntries(
    names.flatMap((name) => {
      const group = stats.namedChunkGroups?.[name];
      if (!group) return [];
      const scripts = (group.assets ?? [])
        .map(({ name: file }) => file)
        .filter((file) => file.endsWith('.js'));
      return [[name, scripts]];
    }),
  );

/**
 * Writes START_CHUNKS_FILE beside the build: the chunks a named dynamic import loads, so
 * a server can hint them in the page's HTML instead of the browser finding them only
 * once the script before them has run (ARCHITECTURE.md, "How a remote is loaded").
 */
export class StartChunksPlugin {
  constructor(private readonly names: readonly string[]) {}

  apply(compiler: Compiler) {
    compiler.hooks.done.tap('StartChunksPlugin', (stats) => {
      const json = stats.toJson({ all: false, chunkGroups: true, chunkGroupAuxiliary: false });
      const outputPath = stats.compilation.outputOptions.path ?? compiler.options.output.path;
      if (!outputPath) return;
      writeFileSync(
        join(outputPath, START_CHUNKS_FILE),
        JSON.stringify(startChunksOf(json, this.names), null, 2),
      );
    });
  }
}
