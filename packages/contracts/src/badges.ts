import { z } from 'zod';

// The 17 badges of spec 000 sections 3 and 9: requirement and reward.

export const BADGE_METRICS = [
  'goalsCreated',
  'affirmationsSaid',
  'distinctAffirmations',
  'totalPoints',
  'challengesCompleted',
  'tasksCompleted',
  'meditations',
  'visionItems',
] as const;
export type TBadgeMetric = (typeof BADGE_METRICS)[number];

export type TBadgeDefinition = {
  type: string;
  title: string;
  description: string;
  badgeIcon: string;
  /** The badge is earned once `metric` reaches `threshold`. */
  metric: TBadgeMetric;
  threshold: number;
  /** Points paid once, when earned. */
  pointsReward: number;
};

/** Built-in affirmations (spec 001 section 3): 'Affirmation Master' needs all of them. */
export const BUILT_IN_AFFIRMATION_COUNT = 42;

export const BADGES = [
  {
    type: 'first_goal',
    title: 'Goal Setter',
    description: 'Create your first goal',
    badgeIcon: '🎯',
    metric: 'goalsCreated',
    threshold: 1,
    pointsReward: 50,
  },
  {
    type: 'goal_master',
    title: 'Visionary',
    description: 'Create 5 goals',
    badgeIcon: '🔭',
    metric: 'goalsCreated',
    threshold: 5,
    pointsReward: 200,
  },
  {
    type: 'affirmation_starter',
    title: 'Positive Mindset',
    description: 'Say 5 affirmations',
    badgeIcon: '💭',
    metric: 'affirmationsSaid',
    threshold: 5,
    pointsReward: 50,
  },
  {
    type: 'affirmation_beginner',
    title: 'Mindset Shifter',
    description: 'Say 20 affirmations',
    badgeIcon: '🧠',
    metric: 'affirmationsSaid',
    threshold: 20,
    pointsReward: 150,
  },
  {
    type: 'affirmation_master',
    title: 'Affirmation Master',
    description: 'Say all 42 affirmations',
    badgeIcon: '👑',
    metric: 'distinctAffirmations',
    threshold: BUILT_IN_AFFIRMATION_COUNT,
    pointsReward: 500,
  },
  {
    type: 'points_100',
    title: 'Rising Star',
    description: 'Earn 100 points',
    badgeIcon: '⭐',
    metric: 'totalPoints',
    threshold: 100,
    pointsReward: 25,
  },
  {
    type: 'points_300',
    title: 'Momentum Builder',
    description: 'Earn 300 points',
    badgeIcon: '🚀',
    metric: 'totalPoints',
    threshold: 300,
    pointsReward: 75,
  },
  {
    type: 'points_500',
    title: 'Transformation Warrior',
    description: 'Earn 500 points',
    badgeIcon: '🛡️',
    metric: 'totalPoints',
    threshold: 500,
    pointsReward: 100,
  },
  {
    type: 'points_1000',
    title: 'Manifestation Master',
    description: 'Earn 1000 points',
    badgeIcon: '🏆',
    metric: 'totalPoints',
    threshold: 1000,
    pointsReward: 200,
  },
  {
    type: 'challenge_starter',
    title: 'Challenge Accepted',
    description: 'Complete your first challenge',
    badgeIcon: '🔥',
    metric: 'challengesCompleted',
    threshold: 1,
    pointsReward: 100,
  },
  {
    type: 'challenge_warrior',
    title: 'Challenge Warrior',
    description: 'Complete 5 challenges',
    badgeIcon: '⚔️',
    metric: 'challengesCompleted',
    threshold: 5,
    pointsReward: 250,
  },
  {
    type: 'challenge_master',
    title: 'Challenge Master',
    description: 'Complete 10 challenges',
    badgeIcon: '🥇',
    metric: 'challengesCompleted',
    threshold: 10,
    pointsReward: 500,
  },
  {
    type: 'task_consistent',
    title: 'Daily Discipline',
    description: 'Complete 10 daily tasks',
    badgeIcon: '✅',
    metric: 'tasksCompleted',
    threshold: 10,
    pointsReward: 150,
  },
  {
    type: 'task_master',
    title: 'Habit Builder',
    description: 'Complete 30 daily tasks',
    badgeIcon: '🏗️',
    metric: 'tasksCompleted',
    threshold: 30,
    pointsReward: 300,
  },
  {
    type: 'meditation_starter',
    title: 'Inner Peace Seeker',
    description: 'Complete your first meditation',
    badgeIcon: '🧘',
    metric: 'meditations',
    threshold: 1,
    pointsReward: 75,
  },
  {
    type: 'meditation_dedicated',
    title: 'Zen Master',
    description: 'Complete 10 meditations',
    badgeIcon: '☯️',
    metric: 'meditations',
    threshold: 10,
    pointsReward: 250,
  },
  {
    type: 'vision_creator',
    title: 'Dream Architect',
    description: 'Add 3 vision board items',
    badgeIcon: '🌈',
    metric: 'visionItems',
    threshold: 3,
    pointsReward: 100,
  },
] as const satisfies readonly TBadgeDefinition[];

export const BADGE_TYPES = BADGES.map((badge) => badge.type) as [
  (typeof BADGES)[number]['type'],
  ...(typeof BADGES)[number]['type'][],
];
export const ZBadgeType = z.enum(BADGE_TYPES);
export type TBadgeType = z.infer<typeof ZBadgeType>;

/** One entry of `GET /api/user/achievements`. */
export const ZAchievement = z.object({
  type: ZBadgeType,
  title: z.string(),
  description: z.string(),
  badgeIcon: z.string(),
  pointsAwarded: z.number().int().nonnegative(),
  earnedAt: z.iso.datetime({ offset: true }),
});
export type TAchievement = z.infer<typeof ZAchievement>;

export const ZAchievementList = z.array(ZAchievement);
export type TAchievementList = z.infer<typeof ZAchievementList>;

/** A badge as `POST /api/check-badges` announces it (spec 001 section 3). */
export const ZNewBadge = z.object({
  type: ZBadgeType,
  title: z.string(),
  description: z.string(),
  badgeIcon: z.string(),
  pointsAwarded: z.number().int().nonnegative(),
});
export type TNewBadge = z.infer<typeof ZNewBadge>;

export const ZCheckBadgesResponse = z.object({ newBadges: z.array(ZNewBadge) });
export type TCheckBadgesResponse = z.infer<typeof ZCheckBadgesResponse>;
