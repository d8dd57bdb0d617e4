import { Badge } from '@manifest/ui/badge';
import { cn } from '@manifest/ui/cn';
import { formatWholeNumber } from '@manifest/ui/format-number';
import { Progress } from '@manifest/ui/progress';
import { CheckIcon } from 'lucide-react';

import type { TBadgeGroup, TBadgeView } from './badge-groups';

const BadgeCard = ({ badge }: { badge: TBadgeView }) => (
  <li
    data-testid={`badge-${badge.type}`}
    data-earned={badge.isEarned}
    className={cn(
      'flex items-start gap-3 rounded-xl border p-3',
      badge.isEarned ? 'border-primary/40 bg-secondary/60 shadow-sm' : 'border-border bg-card',
    )}
  >
    <span
      aria-hidden="true"
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-full text-xl',
        badge.isEarned ? 'bg-card shadow-sm' : 'bg-muted grayscale',
      )}
    >
      {badge.badgeIcon}
    </span>
    <div className="min-w-0 flex-1 space-y-1">
      <div className="flex items-start justify-between gap-2">
        <h5 className="text-sm leading-5 font-semibold text-foreground">{badge.title}</h5>
        {badge.isEarned ? (
          <Badge variant="success">
            <CheckIcon aria-hidden="true" />
            Earned
          </Badge>
        ) : (
          <span className="shrink-0 text-xs font-medium whitespace-nowrap text-muted-foreground">
            +{badge.pointsReward} pts
          </span>
        )}
      </div>
      <p className="text-xs text-muted-foreground">{badge.description}</p>
      {badge.progress ? (
        <div className="space-y-1 pt-1">
          <Progress
            value={badge.progress.current}
            max={badge.progress.target}
            aria-label={`${badge.title} progress`}
            className="h-1.5"
          />
          <p className="text-xs text-muted-foreground tabular-nums">
            {formatWholeNumber(badge.progress.current)} / {formatWholeNumber(badge.progress.target)}{' '}
            points
          </p>
        </div>
      ) : null}
    </div>
  </li>
);

/** The 17 badges in their groups (spec 000 section 2). */
export const BadgeGroupList = ({ groups }: { groups: TBadgeGroup[] }) => (
  <section aria-labelledby="badges-heading">
    <h3 id="badges-heading" className="mb-3 text-base font-semibold text-foreground">
      Badges
    </h3>
    <div className="space-y-5">
      {groups.map(({ label, badges }) => (
        <div key={label}>
          <h4 className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {label}
          </h4>
          <ul className="grid gap-2 sm:grid-cols-2">
            {badges.map((badge) => (
              <BadgeCard key={badge.type} badge={badge} />
            ))}
          </ul>
        </div>
      ))}
    </div>
  </section>
);
