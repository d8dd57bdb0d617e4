import { counted, noun } from '@manifest/contracts/counted';
import { Flower2, Target, Trophy } from 'lucide-react';

import { ToneIcon } from '@manifest/ui/tone-icon';
import type { TTone } from '@manifest/ui/tone-icon';
import { formatShortDate } from '../utils/format-short-date';
import type { TRecentActivityItem } from '../utils/select-recent-activity';

const LOOK = {
  challenge: { icon: Trophy, tone: 'success' },
  meditation: { icon: Flower2, tone: 'calm' },
  goal: { icon: Target, tone: 'primary' },
} as const satisfies Record<TRecentActivityItem['kind'], { icon: unknown; tone: TTone }>;

const detailOf = (item: TRecentActivityItem, challengeTitles: ReadonlyMap<number, string>) => {
  switch (item.kind) {
    case 'challenge':
      // Until (or unless) the catalogue names it, a generic line keeps the row's height.
      return challengeTitles.get(item.challengeId) ?? 'Transformation challenge';
    case 'meditation':
      return counted(item.minutes, noun('minute'));
    case 'goal':
      return item.goalTitle;
  }
};

/** One line of Recent Activity: what happened, its detail, and when. */
export function RecentActivityItem({
  item,
  challengeTitles,
}: {
  item: TRecentActivityItem;
  challengeTitles: ReadonlyMap<number, string>;
}) {
  const { icon: Icon, tone } = LOOK[item.kind];
  const detail = detailOf(item, challengeTitles);
  return (
    <li className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
      <ToneIcon tone={tone}>
        <Icon />
      </ToneIcon>
      <div className="min-w-0 flex-1">
        <p className="font-medium">{item.title}</p>
        <p className="truncate text-sm text-muted-foreground" title={detail}>
          {detail}
        </p>
      </div>
      <time dateTime={item.at} className="shrink-0 text-xs text-muted-foreground">
        {formatShortDate(item.at)}
      </time>
    </li>
  );
}
