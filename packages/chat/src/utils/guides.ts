import type { TAiGuide } from '@manifest/contracts/ai';

export type TChip = {
  label: string;
  /** What the chip asks; the Daily Story chip fetches the story instead. */
  prompt: string | null;
};

export type TGuidePresentation = {
  name: string;
  tagline: string;
  welcome: string;
  /** Spec 000 section 2: five suggestions on the welcome message. */
  suggestions: readonly string[];
  chips: readonly TChip[];
  /** Spec 000 section 8: the guide's failure toast. */
  failure: { title: string; description: string };
  placeholder: string;
};

const DAILY_STORY_CHIP: TChip = { label: 'Daily Story', prompt: null };
const SHARED_CHIPS: TChip[] = [
  DAILY_STORY_CHIP,
  { label: 'Affirmations', prompt: 'Give me a powerful affirmation for today' },
  { label: 'Gratitude', prompt: 'Guide me through a short gratitude practice' },
];

/** The two guides as the panels show them (spec 000 sections 2, 5 and 8). */
export const GUIDES: Record<TAiGuide, TGuidePresentation> = {
  aurora: {
    name: 'Aurora',
    tagline: 'Your manifestation guide',
    welcome:
      "Hello, I'm Aurora, your manifestation guide. Tell me what you'd love to bring into your life, and we'll turn it into an intention, an affirmation and a small step for today.",
    suggestions: [
      'How do I start manifesting?',
      'Teach me the 369 method',
      'Help me create a vision board',
      'Give me an abundance affirmation',
      "Tell me today's daily story",
    ],
    chips: [
      ...SHARED_CHIPS,
      { label: '369 Method', prompt: 'Teach me the 369 method' },
      { label: 'Vision Board', prompt: 'How do I make a vision board that works?' },
    ],
    failure: {
      title: 'Connection Issue',
      description: 'Having trouble connecting to the manifestation realm. Please try again.',
    },
    placeholder: 'Ask Aurora about your manifestation journey...',
  },
  realityshift: {
    name: 'RealityShift',
    tagline: 'Your reality-shifting guide',
    welcome:
      "Welcome, I'm RealityShift. I guide you through scripting, visualization and shifting methods toward your desired reality. Where would you like to begin?",
    suggestions: [
      'What is reality shifting?',
      'How do I write a script?',
      'Teach me the raven method',
      'Help me visualize my desired reality',
      "Tell me today's daily story",
    ],
    chips: [
      ...SHARED_CHIPS,
      { label: 'Quantum Shift', prompt: 'Guide me through a quantum shift visualization' },
      { label: 'Reality Board', prompt: 'How do I build a reality board for my desired reality?' },
    ],
    failure: {
      title: 'Reality Connection Issue',
      description: 'Having trouble connecting to the quantum field. Please try again.',
    },
    placeholder: 'Ask RealityShift about your desired reality...',
  },
};

/** Spec 000 section 8. */
export const DAILY_STORY_FAILURE = {
  title: 'Story Unavailable',
  description: 'Unable to fetch your daily story right now. Please try again.',
} as const;

export const VOICE_NOT_SUPPORTED = {
  title: 'Voice Not Supported',
  description: "Your browser doesn't support text-to-speech.",
} as const;
