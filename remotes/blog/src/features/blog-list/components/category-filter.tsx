import type { TBlogCategory } from '@manifest/contracts/blog';
import { FilterChip } from '@manifest/ui/filter-chip';

type TCategoryFilterProps = {
  categories: readonly TBlogCategory[];
  /** The chosen category's slug; null: All Posts. */
  selected: string | null;
  onSelect: (slug: string | null) => void;
};

/** All Posts plus one button per category (by slug); the chosen one is pressed. */
export function CategoryFilter({ categories, selected, onSelect }: TCategoryFilterProps) {
  const choices = [{ slug: null, name: 'All Posts' }, ...categories];
  return (
    <nav aria-label="Categories" className="flex flex-wrap justify-center gap-2">
      {choices.map(({ slug, name }) => {
        const isSelected = slug === selected;
        return (
          <FilterChip key={slug ?? 'all'} isPressed={isSelected} onClick={() => onSelect(slug)}>
            {name}
          </FilterChip>
        );
      })}
    </nav>
  );
}
