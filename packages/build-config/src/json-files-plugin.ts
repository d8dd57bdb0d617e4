import { rspack, type Compiler } from '@rspack/core';

/**
 * Writes data as JSON files beside the build's own (a remote's page list beside its
 * mf-manifest.json), so a server reads them as it reads the manifest.
 */
export class JsonFilesPlugin {
  constructor(private readonly files: Readonly<Record<string, unknown>>) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('JsonFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'JsonFilesPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [file, data] of Object.entries(this.files)) {
            compilation.emitAsset(file, new rspack.sources.RawSource(JSON.stringify(data)));
          }
        },
      );
    });
  }
}
