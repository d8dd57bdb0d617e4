export type TNavItem = { label: string; to: string; testId: string };

/** The top bar's links to the app's pages. */
export const TOP_BAR_ITEMS: TNavItem[] = [
  { label: 'Dashboard', to: '/dashboard', testId: 'nav-dashboard' },
  { label: 'Daily Tasks', to: '/daily-tasks', testId: 'nav-daily-tasks' },
  { label: 'Vision Board', to: '/vision-board', testId: 'nav-vision-board' },
  { label: 'Challenges', to: '/challenges', testId: 'nav-challenges' },
  { label: 'Meditations', to: '/meditations', testId: 'nav-meditations' },
  { label: 'Affirmations', to: '/affirmations', testId: 'nav-affirmations' },
  { label: 'Goals', to: '/goal-setting', testId: 'nav-goal-setting' },
  { label: 'Track Record', to: '/track-record', testId: 'nav-track-record' },
  { label: 'AI Assistant', to: '/ai-assistant', testId: 'nav-ai-assistant' },
  { label: 'Blog', to: '/blog', testId: 'nav-blog' },
];

/** The six tabs of the mobile bottom navigation (spec 000 section 2), in swipe order. */
export const BOTTOM_NAV_TABS: TNavItem[] = [
  { label: 'Home', to: '/', testId: 'tab-home' },
  { label: 'Tasks', to: '/daily-tasks', testId: 'tab-tasks' },
  { label: 'Vision', to: '/vision-board', testId: 'tab-vision' },
  { label: 'Meditate', to: '/meditations', testId: 'tab-meditate' },
  { label: 'Goals', to: '/goal-setting', testId: 'tab-goals' },
  { label: 'Track', to: '/track-record', testId: 'tab-track' },
];
