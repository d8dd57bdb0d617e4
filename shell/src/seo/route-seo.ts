export type TPageSeo = { title: string; description: string };

export const SITE_NAME = 'Manifest';

const HOME: TPageSeo = {
  title: 'Manifest: Manifest Your Dream Life with Daily Practice',
  description:
    'Set goals, say affirmations, meditate, complete daily tasks and challenges, build a vision board and earn badges on your personal transformation journey.',
};

const SIGN_IN: TPageSeo = {
  title: 'Sign In | Manifest',
  description:
    'Sign in to Manifest to continue your daily practice: your goals, tasks, meditations, streaks and badges are waiting for you.',
};

const TERMS: TPageSeo = {
  title: 'Terms of Service | Manifest',
  description:
    'The terms for using Manifest: your free trial and subscription, payments and refunds, cancelling, what the AI guides are for, and changes to these terms.',
};

const PRIVACY: TPageSeo = {
  title: 'Privacy Policy | Manifest',
  description:
    'What Manifest keeps (your goals, affirmations, progress, challenge answers and vision board), why we keep it, for how long, and your rights.',
};

/**
 * Spec 000 section 2: titles and descriptions for the homepage, blog, meditations,
 * vision board, daily tasks and AI assistant, and the other pages a visitor may open
 * (pricing, sign-in and sign-up, contact, legal). The shell's server writes them into
 * the HTML it sends (server/route-head.ts), the app into the head as it moves. Exact
 * paths only: other pages (a blog post, say) belong to their remote, which may set its own.
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
  '/pricing': {
    title: 'Pricing: 7-Day Free Trial, then $9.99 a Month | Manifest',
    description:
      'One plan with everything in it: daily tasks, a vision board, meditations, challenges, affirmations and two AI guides. Try it free for 7 days.',
  },
  '/signin': SIGN_IN,
  '/login': SIGN_IN,
  '/signup': {
    title: 'Start Your Free Trial | Manifest',
    description:
      'Create your Manifest account and start a 7-day free trial: daily manifestation tasks, a vision board, guided meditations and AI guides.',
  },
  '/contact': {
    title: 'Contact Support | Manifest',
    description:
      'Questions about your account, billing or privacy? Write to the Manifest team: support answers within 24 hours, general questions within 48.',
  },
  '/terms': TERMS,
  '/terms-of-service': TERMS,
  '/privacy': PRIVACY,
  '/privacy-policy': PRIVACY,
  '/legal': {
    title: 'Legal Information | Manifest',
    description:
      'Copyright, limitation of liability, medical, financial and results disclaimers, governing law and the third-party services Manifest relies on.',
  },
};

/** The page's SEO, or null for a page the shell leaves to its remote. */
export function seoForPath(pathname: string): TPageSeo | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTE_SEO[path] ?? null;
}
