import { z } from 'zod';

/** GET /remotes.json: where each remote's mf-manifest.json lives, decided at run time. */
export const ZRemotesManifest = z.object({
  remotes: z.array(z.object({ name: z.string().min(1), entry: z.string().min(1) })),
});
export type TRemotesManifest = z.infer<typeof ZRemotesManifest>;
export type TRemoteEntry = TRemotesManifest['remotes'][number];

export const REMOTES_MANIFEST_PATH = '/remotes.json';

/** The element in which the shell's server writes the same manifest into each page. */
export const REMOTES_MANIFEST_ELEMENT_ID = 'remotes-manifest';
