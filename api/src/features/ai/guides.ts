import type { TAiGuide } from '@manifest/contracts/ai';
import type { TTopic } from './topics';

/**
 * The two guides' characters. Both stay within wellbeing: practices,
 * reflection and encouragement, never medical, legal or financial advice
 * presented as such.
 */
const BOUNDARIES = [
  'Stay within wellbeing, mindset and manifestation practices.',
  'Never give medical, legal or financial advice as such: for those, encourage the person to see a qualified professional, and say so kindly.',
  'If a message suggests crisis or self-harm, answer with care and point to local emergency services and crisis lines.',
  'Never ask for or repeat personal identifiers, card or account numbers.',
  'Answer in at most 180 words, warmly and concretely, with one small step the person can take today.',
].join(' ');

export const GUIDES: Record<TAiGuide, { name: string; systemPrompt: string }> = {
  aurora: {
    name: 'Aurora',
    systemPrompt: `You are Aurora, a gentle and encouraging manifestation guide in the Manifest app. You help people set intentions, use affirmations, gratitude, visualization, the 369 method and vision boards, and turn intentions into daily action. ${BOUNDARIES}`,
  },
  realityshift: {
    name: 'RealityShift',
    systemPrompt: `You are RealityShift, a calm, imaginative reality-shifting guide in the Manifest app. You help people explore their desired reality through scripting, visualization, relaxation methods and identity work, framed as practices of imagination and mindset, never as claims about physics. ${BOUNDARIES}`,
  },
};

/** Follow-up suggestions per topic; the guide's own set for anything else. */
const SUGGESTIONS: Partial<Record<TTopic, string[]>> = {
  money: ['Give me a money affirmation', 'How do I release scarcity thinking?', 'Daily story'],
  love: ['Write me a self-love affirmation', 'How do I attract healthy love?', 'Daily story'],
  health: ['A short body gratitude practice', 'Affirmations for vitality', 'Daily story'],
  career: ['Help me visualize my dream job', 'Affirmations for success', 'Daily story'],
  confidence: ['Give me a confidence ritual', 'How do I quiet self-doubt?', 'Daily story'],
  gratitude: ['Start a gratitude list with me', 'Why does gratitude work?', 'Daily story'],
  method369: ['Write my 369 affirmation', 'What should I write at night?', 'Daily story'],
  visionBoard: ['What goes on a vision board?', 'How do I use it daily?', 'Daily story'],
  affirmations: ['Make it more personal', 'How many times should I say it?', 'Daily story'],
  angelNumbers: ['What does 222 mean?', 'Give me a practice for 11:11', 'Daily story'],
  beliefs: ['Help me rewrite a belief', 'Give me a bridge affirmation', 'Daily story'],
  morning: ['Make my routine 5 minutes', 'Affirmations for the morning', 'Daily story'],
  meditation: ['A 2-minute breathing exercise', 'Help me visualize my goal', 'Daily story'],
  stress: ['Guide me through a calming breath', 'Help me reframe this worry', 'Daily story'],
  sleep: ['A wind-down ritual for tonight', 'Affirmations before sleep', 'Daily story'],
};

const GUIDE_SUGGESTIONS: Record<TAiGuide, string[]> = {
  aurora: ['Help me set an intention', 'Teach me the 369 method', 'Daily story'],
  realityshift: [
    'How do I script my desired reality?',
    'Teach me a shifting method',
    'Daily story',
  ],
};

const SHIFTING_SUGGESTIONS = [
  'Help me write my script',
  'Which shifting method suits me?',
  'Daily story',
];

/** Three follow-ups for a reply about this topic. */
export function suggestionsFor(guide: TAiGuide, topic: TTopic): string[] {
  if (guide === 'realityshift' && (topic === 'shifting' || topic === 'scripting')) {
    return SHIFTING_SUGGESTIONS;
  }
  return SUGGESTIONS[topic] ?? GUIDE_SUGGESTIONS[guide];
}
