/**
 * The file the shell's build writes (StartChunksPlugin) and its server reads: the scripts
 * of each named start chunk. Apart from the plugin, so the server loads no bundler.
 */
export const START_CHUNKS_FILE = 'start-chunks.json';

export type TStartChunks = Record<string, string[]>;
