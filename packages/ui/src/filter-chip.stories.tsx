import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

import { FilterChip } from './filter-chip';

const CATEGORIES = ['All Categories', 'Sleep', 'Stress Relief', 'Focus', 'Gratitude'] as const;

function CategoryRow() {
  const [chosen, setChosen] = useState<string>(CATEGORIES[0]);
  return (
    <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
      {CATEGORIES.map((category) => (
        <FilterChip
          key={category}
          isPressed={category === chosen}
          onClick={() => setChosen(category)}
        >
          {category}
        </FilterChip>
      ))}
    </div>
  );
}

const meta = {
  title: 'Components/FilterChip',
  component: FilterChip,
  args: { isPressed: false, children: 'Gratitude' },
} satisfies Meta<typeof FilterChip>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Default: TStory = {};

export const Pressed: TStory = { args: { isPressed: true } };

/** A row of chips, one pressed at a time. */
export const FilterRow: TStory = { render: () => <CategoryRow /> };
