import type { TActivity } from '@manifest/contracts/activities';

/** An activity's metadata as the spec shows it: `key: value` pairs (spec 001 section 3). */
export const formatMetadata = (metadata: TActivity['metadata']): string[] =>
  Object.entries(metadata).map(([key, value]) => `${key}: ${String(value)}`);
