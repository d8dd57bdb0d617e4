import type { TVisionItem } from '@manifest/contracts/vision-board';
import type { VisionItemRow } from './vision-board-repository';

/** An item as the browser sees it; `imageUrl` is what the browser may load (an upload's URL signed). */
export function toVisionItemView(
  row: VisionItemRow & { goal_id?: string | null },
  browserImageUrl: (stored: string | null) => string | null,
): TVisionItem {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    description: row.description,
    imageUrl: browserImageUrl(row.image_url),
    goalId: row.goal_id ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
