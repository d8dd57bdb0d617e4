import { definePages } from '@manifest/remote-kit/pages';

/** The practice remote's pages, one line each (docs/adding-a-page.md). */
export const PAGES = definePages({
  DailyTasksPage: {
    paths: ['/daily-tasks'],
    for: 'members',
    prerender: 'build',
    title: 'Daily Manifestation Tasks | Manifest',
    description:
      'Morning, afternoon and evening manifestation tasks that earn points. Add your own, keep your streak and watch your progress grow.',
  },
  VisionBoardPage: {
    paths: ['/vision-board'],
    for: 'members',
    prerender: 'build',
    title: 'Vision Board: Picture Your Goals | Manifest',
    description:
      'Build a vision board of the life you want: add images and goals by category, then follow guided visualization sessions to bring them closer.',
  },
  ChallengesPage: { paths: ['/challenges'], for: 'members', prerender: 'build' },
  MeditationsPage: {
    paths: ['/meditations'],
    for: 'members',
    prerender: 'build',
    title: 'Guided Meditations for Abundance and Calm | Manifest',
    description:
      'Guided meditations for abundance, confidence, focus, sleep and stress release, with spoken narration. Track your minutes and build a daily habit.',
  },
  AffirmationsPage: { paths: ['/affirmations'], for: 'members', prerender: 'build' },
});
