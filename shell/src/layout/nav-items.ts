import {
  BotIcon,
  ChartLineIcon,
  EyeIcon,
  FlameIcon,
  Flower2Icon,
  HouseIcon,
  LayoutDashboardIcon,
  ListChecksIcon,
  MessageCircleHeartIcon,
  NewspaperIcon,
  TargetIcon,
  type LucideIcon,
} from 'lucide-react';

export type TNavItem = { label: string; to: string; testId: string; icon: LucideIcon };

/** The top bar's links to the ten pages (spec 000 section 2); small widths show the first three. */
export const TOP_BAR_ITEMS: TNavItem[] = [
  { label: 'Dashboard', to: '/dashboard', testId: 'nav-dashboard', icon: LayoutDashboardIcon },
  { label: 'Daily Tasks', to: '/daily-tasks', testId: 'nav-daily-tasks', icon: ListChecksIcon },
  { label: 'Vision Board', to: '/vision-board', testId: 'nav-vision-board', icon: EyeIcon },
  { label: 'Challenges', to: '/challenges', testId: 'nav-challenges', icon: FlameIcon },
  { label: 'Meditations', to: '/meditations', testId: 'nav-meditations', icon: Flower2Icon },
  {
    label: 'Affirmations',
    to: '/affirmations',
    testId: 'nav-affirmations',
    icon: MessageCircleHeartIcon,
  },
  { label: 'Goals', to: '/goal-setting', testId: 'nav-goal-setting', icon: TargetIcon },
  { label: 'Track Record', to: '/track-record', testId: 'nav-track-record', icon: ChartLineIcon },
  { label: 'AI Assistant', to: '/ai-assistant', testId: 'nav-ai-assistant', icon: BotIcon },
  { label: 'Blog', to: '/blog', testId: 'nav-blog', icon: NewspaperIcon },
];

/** How many top-bar links tablets show (640-1023 px); the rest sit in the More menu. */
export const TABLET_TOP_BAR_LINKS = 3;

/** The six tabs of the mobile bottom navigation (spec 000 section 2), in swipe order. */
export const BOTTOM_NAV_TABS: TNavItem[] = [
  { label: 'Home', to: '/', testId: 'tab-home', icon: HouseIcon },
  { label: 'Tasks', to: '/daily-tasks', testId: 'tab-tasks', icon: ListChecksIcon },
  { label: 'Vision', to: '/vision-board', testId: 'tab-vision', icon: EyeIcon },
  { label: 'Meditate', to: '/meditations', testId: 'tab-meditate', icon: Flower2Icon },
  { label: 'Goals', to: '/goal-setting', testId: 'tab-goals', icon: TargetIcon },
  { label: 'Track', to: '/track-record', testId: 'tab-track', icon: ChartLineIcon },
];
