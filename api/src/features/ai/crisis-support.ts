/**
 * What a person whose words suggest a risk of suicide or self-harm gets from
 * either guide, streamed or not, and from the meditation generator: care and
 * where to find help now, never coaching, no follow-up chips. The spec has no
 * text for this; these words are ours. No provider writes it: no model
 * improvises here.
 */
export const CRISIS_REPLY = [
  "I'm really glad you told me, and I'm sorry you're carrying this much right now. You deserve support from a real person, today.",
  'If you are in danger or thinking about ending your life, please call your local emergency number now.',
  'You can talk to someone at any hour: in the US call or text 988 (Suicide & Crisis Lifeline); in the UK and Ireland call Samaritans on 116 123; elsewhere, findahelpline.com lists free, confidential lines in your country.',
  "If you can, reach out to someone you trust and let them know how you're feeling. I'm a guide for wellbeing practices, not a counsellor, but I'm here to keep you company while you reach out.",
].join('\n\n');

/** No chips under a crisis answer: a cheerful next step is the wrong answer to a person in crisis. */
export const CRISIS_SUGGESTIONS: string[] = [];
