import type { TVisionItem } from '@manifest/contracts/vision-board';
import type { VisionItemRow } from './vision-board-repository';

export function toVisionItemView(row: VisionItemRow): TVisionItem {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    description: row.description,
    imageUrl: row.image_url,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
