import { AFFIRMATION_COUNT } from '@manifest/contracts/affirmations';

/** A built-in affirmation id from a URL ('17'), or null for anything else. */
export function parseAffirmationId(raw: string): number | null {
  if (!/^[1-9]\d?$/.test(raw)) return null;
  const id = Number(raw);
  return id <= AFFIRMATION_COUNT ? id : null;
}
