import { BADGES, type TAchievement, type TNewBadge } from '@manifest/contracts/badges';
import type { Knex } from 'knex';
import { badgeCascade, type BadgeMetrics } from '../../domain/badge-rules';
import { lockProgress, type ProgressRow } from '../points/progress-repository';
import { awardPoints } from '../points/points-service';

const metricsOf = (progress: ProgressRow): BadgeMetrics => ({
  goalsCreated: progress.goals_created,
  affirmationsSaid: progress.affirmations_said,
  distinctAffirmations: progress.affirmations_distinct,
  totalPoints: progress.total_points,
  challengesCompleted: progress.challenges_completed,
  tasksCompleted: progress.tasks_completed,
  meditations: progress.meditations,
  visionItems: progress.vision_items_created,
});

const BADGE_BY_TYPE = new Map(BADGES.map((badge) => [badge.type as string, badge]));

/**
 * Awards every badge the user has reached, each once, paying its reward
 * through the ledger; a reward that crosses a points milestone earns that
 * badge in the same transaction. The progress row lock makes two concurrent
 * checks run one after the other; the (user_id, type) key backs it up.
 */
export async function checkBadges(trx: Knex.Transaction, userId: string): Promise<TNewBadge[]> {
  const progress = await lockProgress(trx, userId);
  const earnedRows = (await trx('user_badges').select('type').where({ user_id: userId })) as {
    type: string;
  }[];
  const cascade = badgeCascade(metricsOf(progress), new Set(earnedRows.map((row) => row.type)));

  const newBadges: TNewBadge[] = [];
  for (const badge of cascade) {
    const inserted = await trx('user_badges')
      .insert({ user_id: userId, type: badge.type, points_awarded: badge.pointsReward })
      .onConflict(['user_id', 'type'])
      .ignore()
      .returning('type');
    if (inserted.length === 0) continue;
    const reward = await awardPoints(trx, {
      userId,
      sourceKey: `badge:${badge.type}`,
      points: badge.pointsReward,
      activity: {
        type: 'badge',
        action: 'earned',
        title: `Badge earned: ${badge.title}`,
        description: badge.description,
        metadata: { badgeType: badge.type },
      },
    });
    newBadges.push({
      type: badge.type as TNewBadge['type'],
      title: badge.title,
      description: badge.description,
      badgeIcon: badge.badgeIcon,
      pointsAwarded: reward.points,
    });
  }
  return newBadges;
}

export async function listAchievements(db: Knex, userId: string): Promise<TAchievement[]> {
  const rows = (await db('user_badges')
    .select('type', 'points_awarded', 'earned_at')
    .where({ user_id: userId })
    .orderBy([
      { column: 'earned_at', order: 'asc' },
      { column: 'type', order: 'asc' },
    ])) as { type: string; points_awarded: number; earned_at: Date }[];
  return rows.flatMap((row) => {
    const badge = BADGE_BY_TYPE.get(row.type);
    if (!badge) return [];
    return [
      {
        type: badge.type,
        title: badge.title,
        description: badge.description,
        badgeIcon: badge.badgeIcon,
        pointsAwarded: row.points_awarded,
        earnedAt: row.earned_at.toISOString(),
      },
    ];
  });
}
