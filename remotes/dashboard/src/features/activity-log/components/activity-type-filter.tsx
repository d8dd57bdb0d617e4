import { Button } from '@manifest/ui/button';
import { FilterChip } from '@manifest/ui/filter-chip';
import { X } from 'lucide-react';

import { ACTIVITY_TYPE_FILTERS, type TActivityTypeFilter } from '../utils/activity-type-filters';

type TActivityTypeFilterProps = {
  value: TActivityTypeFilter;
  onChange: (type: TActivityTypeFilter) => void;
};

/** The type filter: one pressed button at a time, and Clear Filter while one type is chosen. */
export function ActivityTypeFilter({ value, onChange }: TActivityTypeFilterProps) {
  return (
    // On phones the chips scroll sideways in one row, edge to edge, instead of wrapping into
    // three. The row itself takes focus, so it scrolls by keyboard even while its buttons
    // cannot (the page as the server draws it, before the app runs).
    <div
      role="region"
      aria-label="Activity types"
      tabIndex={0}
      className="-mx-4 flex items-center gap-2 overflow-x-auto px-4 pb-1 outline-none focus-visible:ring-2 focus-visible:ring-ring sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
    >
      <div role="group" aria-label="Filter by type" className="flex shrink-0 gap-2 sm:flex-wrap">
        {ACTIVITY_TYPE_FILTERS.map(({ type, label }) => (
          <FilterChip key={label} isPressed={type === value} onClick={() => onChange(type)}>
            {label}
          </FilterChip>
        ))}
      </div>
      {value ? (
        <Button variant="ghost" size="sm" className="shrink-0" onClick={() => onChange(undefined)}>
          <X aria-hidden="true" />
          Clear Filter
        </Button>
      ) : null}
    </div>
  );
}
