export type TPageSeo = { title: string; description: string };

const HOME: TPageSeo = {
  title: 'Manifest: Manifest Your Dream Life with Daily Practice',
  description:
    'Set goals, say affirmations, meditate, complete daily tasks and challenges, build a vision board and earn badges on your personal transformation journey.',
};

/**
 * Spec 000 section 2: titles and descriptions for the homepage, blog, meditations,
 * vision board, daily tasks and AI assistant. Exact paths only: other pages (a blog
 * post, say) belong to their remote, which may set its own.
 */
export const ROUTE_SEO: Readonly<Record<string, TPageSeo>> = {
  '/': HOME,
  '/dashboard': HOME,
  '/blog': {
    title: 'Blog: Manifestation, Mindset and Growth | Manifest',
    description:
      'Articles on manifestation, mindset, meditation and habits: practical guidance and stories to keep your transformation going.',
  },
  '/meditations': {
    title: 'Guided Meditations for Abundance and Calm | Manifest',
    description:
      'Guided meditations for abundance, confidence, focus, sleep and stress release, with spoken narration. Track your minutes and build a daily habit.',
  },
  '/vision-board': {
    title: 'Vision Board: Picture Your Goals | Manifest',
    description:
      'Build a vision board of the life you want: add images and goals by category, then follow guided visualization sessions to bring them closer.',
  },
  '/daily-tasks': {
    title: 'Daily Manifestation Tasks | Manifest',
    description:
      'Morning, afternoon and evening manifestation tasks that earn points. Add your own, keep your streak and watch your progress grow.',
  },
  '/ai-assistant': {
    title: 'Aurora AI Manifestation Assistant | Manifest',
    description:
      'Chat with Aurora, your AI manifestation guide: daily stories, affirmations, gratitude prompts and answers to your questions, read aloud if you like.',
  },
};

/** The page's SEO, or null for a page the shell leaves to its remote. */
export function seoForPath(pathname: string): TPageSeo | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTE_SEO[path] ?? null;
}
