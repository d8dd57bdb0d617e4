import type { TMeditationCategory } from '@manifest/contracts/catalogue';
import { FilterChip } from '@manifest/ui/filter-chip';

import type { TMeditationFilter } from '../utils/meditation-figures';

/** All Categories plus the categories present in the data. */
export function CategoryFilter({
  categories,
  value,
  onChange,
}: {
  categories: ReadonlyArray<TMeditationCategory>;
  value: TMeditationFilter;
  onChange: (filter: TMeditationFilter) => void;
}) {
  const options: ReadonlyArray<{ value: TMeditationFilter; label: string }> = [
    { value: 'all', label: 'All Categories' },
    ...categories.map((category) => ({ value: category, label: category })),
  ];
  return (
    <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
      {options.map((option) => (
        <FilterChip
          key={option.value}
          isPressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </FilterChip>
      ))}
    </div>
  );
}
