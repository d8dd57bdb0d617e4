import type { SeedComment } from './types';

// Approved ones show under their post; pending ones wait for an editor in the Strapi admin.
export const COMMENTS: SeedComment[] = [
  {
    postSlug: 'the-369-method-explained',
    author: 'Hannah K.',
    email: 'hannah.k@example.com',
    content:
      'The tip about adding one line of evidence under the evening round changed everything for me. I used to just copy the sentence nine times half asleep. Day 12 now and it finally feels alive.',
    moderationState: 'approved',
  },
  {
    postSlug: 'the-369-method-explained',
    author: 'Marcus',
    content:
      'Thank you for being honest that the numbers are a rhythm and not magic. Pairing it with one small action a day is what made me stick with it.',
    moderationState: 'approved',
  },
  {
    postSlug: 'habit-stacking-morning-routine',
    author: 'Lena Ortiz',
    email: 'lena.ortiz@example.com',
    content:
      'Water while the kettle boils is such a simple idea and I never thought of it. My stack is three breaths, water, intention. Ten days in a row so far!',
    moderationState: 'approved',
  },
  {
    postSlug: 'vision-board-that-works',
    author: 'Dev',
    content:
      'Adding the small path note under each picture is brilliant. My board used to make me feel behind; now it gives me something to do each morning.',
    moderationState: 'approved',
  },
  {
    postSlug: 'habit-stacking-morning-routine',
    author: 'Sam P.',
    email: 'sam.p@example.com',
    content:
      'Does the never-miss-twice rule still work if you travel a lot for work? Curious how others keep their stack going in hotels.',
    moderationState: 'pending',
  },
  {
    postSlug: 'vision-board-that-works',
    author: 'Joy',
    content:
      'Made a digital board as my lock screen after reading this. Going to review it every season like you suggest.',
    moderationState: 'pending',
  },
];
