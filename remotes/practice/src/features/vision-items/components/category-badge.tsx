import { Badge } from '@manifest/ui/badge';

import { categoryClasses } from '../utils/category-colours';

export function CategoryBadge({ category }: { category: string }) {
  return (
    <Badge
      variant="outline"
      title={category}
      className={`max-w-full border-transparent capitalize ${categoryClasses(category)}`}
    >
      <span className="truncate">{category}</span>
    </Badge>
  );
}
