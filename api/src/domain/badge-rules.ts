import { BADGES, type TBadgeDefinition, type TBadgeMetric } from '@manifest/contracts/badges';

export type BadgeMetrics = Record<TBadgeMetric, number>;

export type BadgeDefinition = (typeof BADGES)[number];

/**
 * Every badge earned now, in the order they are earned. A badge's reward
 * raises the total, which can reach a points milestone, which is then earned
 * in the same check (and so on).
 */
export function badgeCascade(
  metrics: BadgeMetrics,
  alreadyEarned: ReadonlySet<string>,
  catalogue: readonly TBadgeDefinition[] = BADGES,
): TBadgeDefinition[] {
  const earned = new Set(alreadyEarned);
  const awarded: TBadgeDefinition[] = [];
  let totalPoints = metrics.totalPoints;
  for (;;) {
    const current = { ...metrics, totalPoints };
    const fresh = catalogue.filter(
      (badge) => !earned.has(badge.type) && current[badge.metric] >= badge.threshold,
    );
    if (fresh.length === 0) return awarded;
    for (const badge of fresh) {
      earned.add(badge.type);
      awarded.push(badge);
      totalPoints += badge.pointsReward;
    }
  }
}

/** How far a user is towards a badge, 0 to 100 (the dialog's progress bars). */
export function badgeProgress(badge: TBadgeDefinition, metrics: BadgeMetrics): number {
  return Math.min(100, Math.floor((metrics[badge.metric] / badge.threshold) * 100));
}
