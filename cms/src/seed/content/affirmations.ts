import type { SeedAffirmation } from './types';

// The 42 built-in affirmations: 7 per category, numbered in the order the Affirmations page lists them.
export const AFFIRMATIONS: SeedAffirmation[] = [
  {
    number: 1,
    category: 'wealth',
    text: 'I am open to receiving money in expected and unexpected ways.',
  },
  {
    number: 2,
    category: 'wealth',
    text: 'I handle my money with care, and it grows under my attention.',
  },
  { number: 3, category: 'wealth', text: 'I deserve to be paid well for the value I bring.' },
  {
    number: 4,
    category: 'wealth',
    text: 'I notice the abundance already around me and give thanks for it.',
  },
  {
    number: 5,
    category: 'wealth',
    text: 'Every wise choice I make today builds my financial freedom.',
  },
  {
    number: 6,
    category: 'wealth',
    text: 'I release old fears about money and welcome calm, clear decisions.',
  },
  { number: 7, category: 'wealth', text: 'I am a generous giver and a gracious receiver.' },
  { number: 8, category: 'love', text: 'I am worthy of love exactly as I am today.' },
  { number: 9, category: 'love', text: 'I give love freely, and it returns to me in many forms.' },
  {
    number: 10,
    category: 'love',
    text: 'My relationships are built on honesty, kindness and respect.',
  },
  { number: 11, category: 'love', text: 'I attract people who see me, value me and celebrate me.' },
  {
    number: 12,
    category: 'love',
    text: 'I speak to myself with the same warmth I offer the people I love.',
  },
  { number: 13, category: 'love', text: 'I set loving boundaries that protect my peace.' },
  {
    number: 14,
    category: 'love',
    text: 'My heart is open, and I feel safe letting the right people in.',
  },
  { number: 15, category: 'health', text: 'I listen to my body and give it what it truly needs.' },
  {
    number: 16,
    category: 'health',
    text: 'Each breath I take fills me with calm and steady energy.',
  },
  {
    number: 17,
    category: 'health',
    text: 'I choose foods, movement and rest that help me feel alive.',
  },
  {
    number: 18,
    category: 'health',
    text: 'I am grateful for everything my body does for me every day.',
  },
  { number: 19, category: 'health', text: 'I give myself permission to slow down and recover.' },
  {
    number: 20,
    category: 'health',
    text: 'My mind is clear, my body is strong and my spirit is light.',
  },
  {
    number: 21,
    category: 'health',
    text: 'I treat my well-being as a priority, not an afterthought.',
  },
  { number: 22, category: 'confidence', text: 'I trust myself to handle whatever today brings.' },
  { number: 23, category: 'confidence', text: 'My voice matters, and I share it with courage.' },
  { number: 24, category: 'confidence', text: 'I am proud of how far I have come.' },
  {
    number: 25,
    category: 'confidence',
    text: 'I learn from every mistake and keep moving forward.',
  },
  { number: 26, category: 'confidence', text: 'I stand tall in who I am and what I offer.' },
  {
    number: 27,
    category: 'confidence',
    text: 'I do not need anyone else to approve of my dreams.',
  },
  { number: 28, category: 'confidence', text: 'I act with courage even when I feel uncertain.' },
  {
    number: 29,
    category: 'purpose',
    text: 'I am clear about what matters to me, and I act on it.',
  },
  {
    number: 30,
    category: 'purpose',
    text: 'My work makes a meaningful difference to the people it touches.',
  },
  { number: 31, category: 'purpose', text: 'I take one focused step toward my goals every day.' },
  {
    number: 32,
    category: 'purpose',
    text: 'Success flows to me as I keep showing up with intention.',
  },
  { number: 33, category: 'purpose', text: 'I use my unique gifts in ways that light me up.' },
  {
    number: 34,
    category: 'purpose',
    text: 'I welcome opportunities that align with my highest vision.',
  },
  {
    number: 35,
    category: 'purpose',
    text: 'I finish what I start, and I celebrate each milestone.',
  },
  { number: 36, category: 'spiritual', text: 'I am connected to something greater than myself.' },
  { number: 37, category: 'spiritual', text: 'I trust the timing of my life and let it unfold.' },
  { number: 38, category: 'spiritual', text: 'I am at peace with what I cannot control.' },
  {
    number: 39,
    category: 'spiritual',
    text: 'My intuition guides me, and I follow it with trust.',
  },
  {
    number: 40,
    category: 'spiritual',
    text: 'I am grateful for this moment and everything it holds.',
  },
  {
    number: 41,
    category: 'spiritual',
    text: 'I release what no longer serves me and make room for what does.',
  },
  { number: 42, category: 'spiritual', text: 'I am exactly where I need to be on my journey.' },
];
