import type { SeedBlogCategory } from './types';

export const BLOG_CATEGORIES: SeedBlogCategory[] = [
  { name: 'Manifestation', slug: 'manifestation' },
  { name: 'Mindset', slug: 'mindset' },
  { name: 'Meditation', slug: 'meditation' },
  { name: 'Abundance', slug: 'abundance' },
  { name: 'Habits', slug: 'habits' },
];
