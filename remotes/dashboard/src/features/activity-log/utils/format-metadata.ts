import type { TActivity } from '@manifest/contracts/activities';
import { counted, noun } from '@manifest/contracts/counted';

type TValue = TActivity['metadata'][string];

// What the server keeps to link an activity to its record (goalId, sessionId, a badge's
// type): the title already names the goal, meditation or badge, so a person never reads these.
const REFERENCE_KEY = /(^id$|Id$|^badgeType$)/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const MINUTE = noun('minute');

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'isCustom' → 'Is custom', 'time_of_day' → 'Time of day'. */
const labelOf = (key: string) =>
  sentenceCase(
    key
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/[_-]+/g, ' ')
      .toLowerCase(),
  );

const valueOf = (value: TValue) => {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  return sentenceCase(value.replace(/[_-]+/g, ' '));
};

/** One detail as a person reads it, or null for what is not for people. */
function detailOf(key: string, value: TValue): string | null {
  if (REFERENCE_KEY.test(key) || (typeof value === 'string' && UUID.test(value))) return null;
  switch (key) {
    case 'minutes':
      return typeof value === 'number' ? counted(value, MINUTE) : null;
    case 'isCustom':
      return value === true ? 'Your own task' : null;
    case 'kind':
      if (value === 'visualization') return 'Guided visualization';
      break;
  }
  return `${labelOf(key)}: ${valueOf(value)}`;
}

/**
 * An activity's metadata as details a person reads (spec 001 section 3 shows it as
 * key: value pairs): labelled in words, without the ids the server keeps.
 */
export const formatMetadata = (metadata: TActivity['metadata']): string[] =>
  Object.entries(metadata).flatMap(([key, value]) => detailOf(key, value) ?? []);
