import { z } from 'zod';

const ZFiles = z.object({
  sync: z.array(z.string()),
  async: z.array(z.string()).default([]),
});

const ZAssets = z.object({ js: ZFiles, css: ZFiles });

/** The part of a remote's mf-manifest.json that says which files it serves. */
export const ZFederationManifest = z.object({
  metaData: z.object({
    publicPath: z.string(),
    remoteEntry: z.object({ name: z.string(), path: z.string() }),
  }),
  exposes: z.array(z.object({ name: z.string(), assets: ZAssets })),
  /** The packages it shares, with the files of its own copy of each. */
  shared: z.array(z.object({ name: z.string(), assets: ZAssets })).default([]),
});
export type TFederationManifest = z.infer<typeof ZFederationManifest>;

/** Resolves a file of the remote against its public path (or the manifest's folder for `auto`). */
const fileResolver = (manifestUrl: string, { metaData }: TFederationManifest) => {
  const base =
    metaData.publicPath === 'auto' ? new URL('.', manifestUrl).href : metaData.publicPath;
  return (file: string) => new URL(file, base).href;
};

const entryFile = ({ metaData: { remoteEntry } }: TFederationManifest) =>
  remoteEntry.path ? `${remoteEntry.path}/${remoteEntry.name}` : remoteEntry.name;

/** The files of one exposed page as absolute URLs, with the manifest and entry before them. */
export function pageFiles(
  manifestUrl: string,
  manifest: TFederationManifest,
  module: string,
): { manifest: string; scripts: string[]; styles: string[] } {
  const at = fileResolver(manifestUrl, manifest);
  const expose = manifest.exposes.find(({ name }) => name === module);
  return {
    manifest: manifestUrl,
    scripts: [at(entryFile(manifest)), ...(expose?.assets.js.sync ?? []).map(at)],
    styles: (expose?.assets.css.sync ?? []).map(at),
  };
}

const assetFiles = ({ js, css }: z.infer<typeof ZAssets>) => [
  ...js.sync,
  ...js.async,
  ...css.sync,
  ...css.async,
];

/**
 * Every file the remote's pages can run, as absolute URLs, its entry first: the pages'
 * own, and its copies of every package it shares. The host providing a package is not
 * enough to leave a copy out: a package the host has not loaded yet goes to whichever
 * copy is registered, and another page may use this remote's (a dashboard page took the
 * practice remote's copy of a contracts module, offline).
 */
export function remoteFiles(manifestUrl: string, manifest: TFederationManifest): string[] {
  const at = fileResolver(manifestUrl, manifest);
  const files = [
    ...manifest.exposes.flatMap(({ assets }) => assetFiles(assets)),
    ...manifest.shared.flatMap(({ assets }) => assetFiles(assets)),
  ];
  return [...new Set([entryFile(manifest), ...files])].map(at);
}
