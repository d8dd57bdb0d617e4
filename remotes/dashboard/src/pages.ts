import { definePages, HOME_PAGE_HEAD } from '@manifest/remote-kit/pages';

/** The dashboard remote's pages, one line each (docs/adding-a-page.md). */
export const PAGES = definePages({
  DashboardPage: {
    paths: ['/dashboard', '/'],
    for: 'members',
    prerender: 'build',
    ...HOME_PAGE_HEAD,
  },
  TrackRecordPage: { paths: ['/track-record'], for: 'members', prerender: 'build' },
  GoalSettingPage: { paths: ['/goal-setting'], for: 'members', prerender: 'build' },
  AiDemoPage: { paths: ['/ai-demo'], for: 'members' },
  AiAssistantPage: {
    paths: ['/ai-assistant'],
    for: 'members',
    title: 'Aurora AI Manifestation Assistant | Manifest',
    description:
      'Chat with Aurora, your AI manifestation guide: daily stories, affirmations, gratitude prompts and answers to your questions, read aloud if you like.',
  },
  AdminAnalyticsPage: { paths: ['/admin-analytics'], for: 'members' },
});
