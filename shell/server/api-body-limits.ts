import type { TBodyLimits } from '@manifest/static-server/body-limits';

/** The request bodies the shell's proxy lets through: no larger than the API accepts. */
export const API_BODY_LIMITS: TBodyLimits = {
  // The API's limit for JSON bodies (api/src/app.ts JSON_BODY_LIMIT, '100kb').
  defaultBytes: 100 * 1024,
  // Image uploads of up to 5 MB, with room for the multipart framing around them.
  byPathPrefix: { '/api/uploads': 6 * 1024 * 1024 },
};
