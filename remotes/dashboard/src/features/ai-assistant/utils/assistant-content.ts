/** Spec 001 section 2, "AI chat page": the capabilities and the Popular Questions, word for word. */
export const AI_CAPABILITIES = [
  'Manifestation techniques',
  'Love and relationships',
  'Abundance mindset',
  'Quantum consciousness',
  'Goal achievement',
  'Angel numbers',
] as const;

export const POPULAR_QUESTIONS = [
  'How to manifest money fast',
  'What does 1111 mean',
  'Teach me the 369 method',
  'How to attract my soulmate',
  'Morning manifestation routine',
  'Clear limiting beliefs',
] as const;

/** Our own short sayings; one a day, the same for everyone on that day. */
export const DAILY_WISDOM = [
  { text: 'What you focus on with feeling, you invite into your life.', theme: 'Focus' },
  { text: 'Small steps taken daily outrun big leaps taken rarely.', theme: 'Consistency' },
  { text: 'Gratitude turns what you have into enough, and enough into more.', theme: 'Gratitude' },
  { text: 'Act today as the person who already lives your dream.', theme: 'Identity' },
  { text: 'A clear intention is a door; action is walking through it.', theme: 'Action' },
  { text: 'Your beliefs are habits of thought, and habits can change.', theme: 'Beliefs' },
  { text: 'Rest is part of the work: a calm mind sees the next step.', theme: 'Calm' },
  {
    text: 'Celebrate progress; it teaches your mind what success feels like.',
    theme: 'Celebration',
  },
  { text: 'Let go of how it arrives and hold on to why you want it.', theme: 'Trust' },
  { text: 'Every “not yet” is information, not a verdict.', theme: 'Resilience' },
  { text: 'Speak to yourself as you would to someone you love.', theme: 'Self-love' },
  { text: 'The life you imagine begins with the morning you choose.', theme: 'Mornings' },
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The saying of the person's local day. */
export function wisdomOfTheDay(now: Date): (typeof DAILY_WISDOM)[number] {
  const localMidnight = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  const dayNumber = Math.floor(localMidnight / DAY_MS);
  return DAILY_WISDOM[dayNumber % DAILY_WISDOM.length] as (typeof DAILY_WISDOM)[number];
}
