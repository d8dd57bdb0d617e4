import { goalProgress } from '@manifest/contracts/goal-progress';
import type { TGoalMilestone } from '@manifest/contracts/goal-milestones';
import type { TGoal } from '@manifest/contracts/goals';
import type { MilestoneRow } from './goal-parts-repository';
import type { GoalRow } from './goals-repository';

/** What a goal's progress is made of besides its row. */
export type GoalParts = { milestones: readonly MilestoneRow[]; taskCompletions: number };

export const NO_PARTS: GoalParts = { milestones: [], taskCompletions: 0 };

const toMilestoneView = (row: MilestoneRow): TGoalMilestone => ({
  id: row.id,
  title: row.title,
  done: row.done,
  position: row.position,
  doneAt: row.done_at?.toISOString() ?? null,
});

/**
 * A goal as the browser sees it; `imageUrl` is what the browser may load (an
 * upload's URL signed), `progress` what the rule in goal-progress.ts makes of it.
 */
export function toGoalView(
  row: GoalRow,
  browserImageUrl: (stored: string | null) => string | null,
  parts: GoalParts = NO_PARTS,
): TGoal {
  const isCompleted = row.status === 'completed';
  const { progress } = goalProgress({
    isCompleted,
    ownProgress: row.progress,
    milestones: parts.milestones,
    taskCompletions: parts.taskCompletions,
  });
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    targetDate: row.target_date,
    status: row.status,
    progress,
    ownProgress: row.progress,
    milestones: parts.milestones.map(toMilestoneView),
    taskCompletions: parts.taskCompletions,
    visionItemId: row.vision_item_id,
    imageUrl: browserImageUrl(row.image_url),
    metadata: row.metadata,
    isCompleted,
    completedAt: row.completed_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
