import type { SeedBlogPost } from '../types';
import { ANGEL_NUMBERS_AS_REFLECTION_PROMPTS } from './angel-numbers-as-reflection-prompts';
import { BEGINNERS_GUIDE_TO_MEDITATION } from './beginners-guide-to-meditation';
import { CALMING_BREATH_FOR_BUSY_DAYS } from './calming-breath-for-busy-days';
import { CONSISTENCY_OVER_INTENSITY } from './consistency-over-intensity';
import { GIVING_FROM_ENOUGH } from './giving-from-enough';
import { GRATITUDE_JOURNALING_THAT_STICKS } from './gratitude-journaling-that-sticks';
import { HABIT_STACKING_MORNING_ROUTINE } from './habit-stacking-morning-routine';
import { MONEY_MINDSET_RESET } from './money-mindset-reset';
import { OVERCOMING_LIMITING_BELIEFS } from './overcoming-limiting-beliefs';
import { REALITY_SHIFTING_EXPLAINED_RESPONSIBLY } from './reality-shifting-explained-responsibly';
import { SCIENCE_OF_VISUALIZATION } from './science-of-visualization';
import { SCRIPTING_YOUR_FUTURE_SELF } from './scripting-your-future-self';
import { THE_369_METHOD_EXPLAINED } from './the-369-method-explained';
import { VISION_BOARD_THAT_WORKS } from './vision-board-that-works';

// Newest first, the order the blog lists them in.
export const BLOG_POSTS: SeedBlogPost[] = [
  CONSISTENCY_OVER_INTENSITY,
  HABIT_STACKING_MORNING_ROUTINE,
  THE_369_METHOD_EXPLAINED,
  VISION_BOARD_THAT_WORKS,
  GRATITUDE_JOURNALING_THAT_STICKS,
  SCIENCE_OF_VISUALIZATION,
  SCRIPTING_YOUR_FUTURE_SELF,
  ANGEL_NUMBERS_AS_REFLECTION_PROMPTS,
  REALITY_SHIFTING_EXPLAINED_RESPONSIBLY,
  CALMING_BREATH_FOR_BUSY_DAYS,
  OVERCOMING_LIMITING_BELIEFS,
  MONEY_MINDSET_RESET,
  BEGINNERS_GUIDE_TO_MEDITATION,
  GIVING_FROM_ENOUGH,
];
