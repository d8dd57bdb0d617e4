import { FilterChip } from '@manifest/ui/filter-chip';

import { AFFIRMATION_FILTERS, type TAffirmationFilter } from '../utils/affirmation-categories';

/** All and the six categories; the chosen one is pressed. */
export function CategoryFilter({
  value,
  onChange,
}: {
  value: TAffirmationFilter;
  onChange: (filter: TAffirmationFilter) => void;
}) {
  return (
    <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
      {AFFIRMATION_FILTERS.map((filter) => (
        <FilterChip
          key={filter.value}
          isPressed={filter.value === value}
          onClick={() => onChange(filter.value)}
        >
          {filter.label}
        </FilterChip>
      ))}
    </div>
  );
}
