import type { TGoal } from '@manifest/contracts/goals';
import type { GoalRow } from './goals-repository';

/** A goal as the browser sees it; `imageUrl` is what the browser may load (an upload's URL signed). */
export function toGoalView(
  row: GoalRow,
  browserImageUrl: (stored: string | null) => string | null,
): TGoal {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    targetDate: row.target_date,
    status: row.status,
    progress: row.progress,
    imageUrl: browserImageUrl(row.image_url),
    metadata: row.metadata,
    isCompleted: row.status === 'completed',
    completedAt: row.completed_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
