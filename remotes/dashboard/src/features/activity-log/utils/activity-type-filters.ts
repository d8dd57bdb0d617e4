import type { TActivityType } from '@manifest/contracts/activities';

/** Spec 001 section 2: the track record's filter, in its order and words. */
export const ACTIVITY_TYPE_FILTERS = [
  { type: undefined, label: 'All Activities' },
  { type: 'challenge', label: 'Challenges' },
  { type: 'task', label: 'Daily Tasks' },
  { type: 'meditation', label: 'Meditations' },
  { type: 'vision_board', label: 'Vision Board' },
] as const satisfies ReadonlyArray<{ type: TActivityType | undefined; label: string }>;

export type TActivityTypeFilter = (typeof ACTIVITY_TYPE_FILTERS)[number]['type'];

/** The filter named in the address (?type=task); anything else means all activities. */
export function parseActivityTypeFilter(value: string | null): TActivityTypeFilter {
  return ACTIVITY_TYPE_FILTERS.find((filter) => filter.type !== undefined && filter.type === value)
    ?.type;
}
