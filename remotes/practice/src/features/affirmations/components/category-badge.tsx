import type { TAffirmationCategory } from '@manifest/contracts/catalogue';
import { Badge } from '@manifest/ui/badge';

import { AFFIRMATION_CATEGORY_LABELS } from '../utils/affirmation-categories';

export function CategoryBadge({ category }: { category: TAffirmationCategory }) {
  return <Badge variant="secondary">{AFFIRMATION_CATEGORY_LABELS[category]}</Badge>;
}
