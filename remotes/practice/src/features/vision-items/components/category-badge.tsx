import { Badge } from '@manifest/ui/badge';

import { categoryClasses } from '../utils/category-colours';

export function CategoryBadge({ category }: { category: string }) {
  return (
    <Badge
      variant="outline"
      className={`border-transparent capitalize ${categoryClasses(category)}`}
    >
      {category}
    </Badge>
  );
}
