import type { TActivityType } from '@manifest/contracts/activities';
import {
  Award,
  Flower2,
  Images,
  ListChecks,
  Sparkles,
  Target,
  Trophy,
  type LucideIcon,
} from 'lucide-react';

import type { TTone } from '@manifest/ui/tone-icon';

/** Each activity type's icon and accent in the track record. */
export const ACTIVITY_LOOK: Record<TActivityType, { icon: LucideIcon; tone: TTone; name: string }> =
  {
    challenge: { icon: Trophy, tone: 'success', name: 'Challenge' },
    task: { icon: ListChecks, tone: 'primary', name: 'Daily task' },
    meditation: { icon: Flower2, tone: 'calm', name: 'Meditation' },
    vision_board: { icon: Images, tone: 'streak', name: 'Vision board' },
    goal: { icon: Target, tone: 'primary', name: 'Goal' },
    affirmation: { icon: Sparkles, tone: 'primary', name: 'Affirmation' },
    badge: { icon: Award, tone: 'streak', name: 'Badge' },
  };
