import type { TAffirmation, TAffirmationCategory } from '@manifest/contracts/catalogue';
import type { TTopic } from '../topics';

/** What the offline guide reads from the CMS: the affirmations, meditations and blog posts. */
export type OfflineMaterial = {
  affirmations: ReadonlyArray<TAffirmation>;
  meditations: ReadonlyArray<{ title: string; category: string }>;
  posts: ReadonlyArray<{ title: string; slug: string }>;
};

export const NO_MATERIAL: OfflineMaterial = { affirmations: [], meditations: [], posts: [] };

/** The CMS affirmation categories that suit a topic. */
const AFFIRMATION_CATEGORIES_BY_TOPIC: Record<TTopic, ReadonlyArray<TAffirmationCategory>> = {
  money: ['wealth'],
  love: ['love'],
  health: ['health'],
  career: ['purpose', 'confidence'],
  confidence: ['confidence'],
  gratitude: ['spiritual', 'wealth'],
  method369: ['wealth', 'purpose'],
  visionBoard: ['purpose'],
  affirmations: ['confidence', 'love', 'wealth'],
  shifting: ['spiritual'],
  scripting: ['spiritual', 'purpose'],
  angelNumbers: ['spiritual'],
  beliefs: ['confidence', 'purpose'],
  morning: ['purpose', 'health'],
  meditation: ['spiritual', 'health'],
  stress: ['health', 'spiritual'],
  sleep: ['health', 'spiritual'],
  general: ['purpose', 'confidence', 'spiritual'],
};

export const affirmationsFor = (material: OfflineMaterial, topic: TTopic): TAffirmation[] =>
  material.affirmations.filter((affirmation) =>
    AFFIRMATION_CATEGORIES_BY_TOPIC[topic].includes(affirmation.category),
  );

/** Words in a title that say it fits a topic (a meditation or a blog post). */
const TITLE_WORDS: Partial<Record<TTopic, RegExp>> = {
  money: /abundan|wealth|money|prosper/i,
  love: /love|heart|relationship/i,
  health: /heal|health|energy|body/i,
  career: /success|career|purpose|goal/i,
  confidence: /confiden|self|worth/i,
  gratitude: /gratitude|grateful/i,
  method369: /369|affirm/i,
  visionBoard: /vision|visuali/i,
  affirmations: /affirm/i,
  shifting: /shift|reality/i,
  scripting: /script|journal/i,
  beliefs: /belief|mindset/i,
  morning: /morning|routine/i,
  meditation: /meditat|breath|mindful/i,
  stress: /calm|peace|stress|anxi|relax/i,
  sleep: /sleep|night|rest/i,
};

export const titlesFor = <T extends { title: string; category?: string }>(
  items: ReadonlyArray<T>,
  topic: TTopic,
): T[] => {
  const words = TITLE_WORDS[topic];
  return words ? items.filter((item) => words.test(`${item.title} ${item.category ?? ''}`)) : [];
};

/** Replaces {name}-style fields; a field with no value is left out with its braces. */
export const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
