/**
 * What a message is about, by keyword: both providers use it for the
 * follow-up suggestions, and the offline guide to choose what to write.
 */
export const TOPICS = [
  'money',
  'love',
  'health',
  'career',
  'confidence',
  'gratitude',
  'method369',
  'visionBoard',
  'affirmations',
  'shifting',
  'scripting',
  'angelNumbers',
  'beliefs',
  'morning',
  'meditation',
  'stress',
  'sleep',
  'general',
] as const;
export type TTopic = (typeof TOPICS)[number];

const KEYWORDS: ReadonlyArray<[TTopic, RegExp]> = [
  ['method369', /\b369\b|3-6-9|three six nine/i],
  ['angelNumbers', /angel number|\b(1111|11:11|111|222|333|444|555|666|777|888|999)\b/i],
  ['beliefs', /limiting belief|\bbeliefs?\b|mindset block/i],
  ['morning', /morning|routine|wake up|start (my|the) day/i],
  ['visionBoard', /vision\s*board|reality\s*board|visuali[sz]/i],
  ['shifting', /\bshift(ing)?\b|desired reality|\bdr\b|quantum|parallel|timeline|reality/i],
  ['scripting', /\bscript(ing)?\b|journal/i],
  ['affirmations', /affirm|mantra|i am statements?/i],
  ['gratitude', /gratitude|grateful|thank/i],
  ['money', /money|abundan|wealth|rich|financ|income|debt|salary|prosper/i],
  ['love', /love|relationship|partner|soulmate|dating|marriage|friend/i],
  ['health', /health|healing|body|weight|fitness|energy|exercise/i],
  ['career', /career|job|work|business|promotion|interview|success/i],
  ['confidence', /confiden|self[-\s]?(love|worth|esteem|doubt)|believe in myself|worthy/i],
  ['sleep', /sleep|insomnia|tired|night/i],
  ['stress', /stress|anxi|worr|overwhelm|fear|nervous|calm/i],
  ['meditation', /meditat|breath|mindful/i],
];

/** The first topic whose keywords appear in the text, else 'general'. */
export function topicOf(text: string): TTopic {
  return KEYWORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'general';
}
