import {
  BADGES,
  type TAchievementList,
  type TBadgeMetric,
  type TBadgeType,
} from '@manifest/contracts/badges';

export type TBadgeProgress = { current: number; target: number; percent: number };

export type TBadgeView = {
  type: TBadgeType;
  title: string;
  description: string;
  badgeIcon: string;
  pointsReward: number;
  isEarned: boolean;
  /** Spec 000 section 2: point milestones not yet earned show how far along they are. */
  progress: TBadgeProgress | null;
};

export type TBadgeGroup = { label: string; badges: TBadgeView[] };

/** Badges are grouped by what earns them; both affirmation counts are one group. */
const GROUP_OF_METRIC: Record<TBadgeMetric, string> = {
  goalsCreated: 'Goals',
  affirmationsSaid: 'Affirmations',
  distinctAffirmations: 'Affirmations',
  totalPoints: 'Point milestones',
  challengesCompleted: 'Challenges',
  tasksCompleted: 'Daily tasks',
  meditations: 'Meditation',
  visionItems: 'Vision board',
};

/** How far `totalPoints` is towards a milestone of `target` points, capped at the target. */
export function milestoneProgress(totalPoints: number, target: number): TBadgeProgress {
  const current = Math.min(Math.max(totalPoints, 0), target);
  return { current, target, percent: Math.floor((current / target) * 100) };
}

/** The 17 badges in their groups, in the order BADGES lists them, each earned or not. */
export function badgeGroups(achievements: TAchievementList, totalPoints: number): TBadgeGroup[] {
  const earned = new Set(achievements.map(({ type }) => type));
  const groups = new Map<string, TBadgeView[]>();
  for (const badge of BADGES) {
    const isEarned = earned.has(badge.type);
    const view: TBadgeView = {
      type: badge.type,
      title: badge.title,
      description: badge.description,
      badgeIcon: badge.badgeIcon,
      pointsReward: badge.pointsReward,
      isEarned,
      progress:
        badge.metric === 'totalPoints' && !isEarned
          ? milestoneProgress(totalPoints, badge.threshold)
          : null,
    };
    const label = GROUP_OF_METRIC[badge.metric];
    groups.set(label, [...(groups.get(label) ?? []), view]);
  }
  return [...groups].map(([label, badges]) => ({ label, badges }));
}
