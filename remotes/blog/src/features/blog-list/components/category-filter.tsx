import type { TBlogCategory } from '@manifest/contracts/blog';
import { Button } from '@manifest/ui/button';

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
          <Button
            key={slug ?? 'all'}
            size="sm"
            variant={isSelected ? 'default' : 'outline'}
            aria-pressed={isSelected}
            onClick={() => onSelect(slug)}
            className="rounded-full"
          >
            {name}
          </Button>
        );
      })}
    </nav>
  );
}
