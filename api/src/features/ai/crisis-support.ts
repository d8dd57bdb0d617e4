/**
 * A message that suggests crisis or self-harm gets a caring answer with where
 * to find help, whatever the provider, and is never sent to one: no model
 * improvises here.
 */
const CRISIS_PATTERNS: ReadonlyArray<RegExp> = [
  /\bkill(ing)?\s+my\s*self\b/i,
  /\b(end|take)\s+my\s+(own\s+)?life\b/i,
  /\bsuicid(e|al)\b/i,
  /\bself[-\s]?harm(ing)?\b/i,
  /\b(hurt|harm|cut)(ing)?\s+my\s*self\b/i,
  /\b(want|wish)\s+(to\s+)?(be\s+)?dead\b/i,
  /\bwant\s+to\s+die\b/i,
  /\bno\s+reason\s+to\s+live\b/i,
  /\bbetter\s+off\s+(dead|without\s+me)\b/i,
  /\bcan'?t\s+go\s+on\s+(living|anymore)\b/i,
];

export const suggestsCrisis = (message: string): boolean =>
  CRISIS_PATTERNS.some((pattern) => pattern.test(message));

export const CRISIS_REPLY = [
  "I'm really glad you told me, and I'm sorry you're carrying this much right now. You deserve support from a real person, today.",
  'If you are in danger or thinking about ending your life, please call your local emergency number now.',
  'You can talk to someone at any hour: in the US call or text 988 (Suicide & Crisis Lifeline); in the UK and Ireland call Samaritans on 116 123; elsewhere, findahelpline.com lists free, confidential lines in your country.',
  "If you can, reach out to someone you trust and let them know how you're feeling. I'm a guide for wellbeing practices, not a counsellor, but I'm here to keep you company while you reach out.",
].join('\n\n');

export const CRISIS_SUGGESTIONS = [
  'Help me find a helpline near me',
  'Guide me through a calming breath',
  'What can I do in the next five minutes?',
];
