export { API_DATA_CACHE } from '@manifest/api-client/offline/offline-data-cache';

/** The last copy of each page the person opened (its HTML, as the shell's server wrote it). */
export const PAGES_CACHE = 'manifest-pages';
/** /remotes.json and each remote's mf-manifest.json and remoteEntry.js: fresh when online. */
export const DEPLOYMENT_FILES_CACHE = 'manifest-deployment-files';
/** Built files named by their content hash, from the shell and every remote. */
export const HASHED_FILES_CACHE = 'manifest-hashed-files';
