import { Button } from '@manifest/ui/button';

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
        <Button
          key={filter.value}
          size="sm"
          variant={filter.value === value ? 'default' : 'outline'}
          aria-pressed={filter.value === value}
          onClick={() => onChange(filter.value)}
        >
          {filter.label}
        </Button>
      ))}
    </div>
  );
}
