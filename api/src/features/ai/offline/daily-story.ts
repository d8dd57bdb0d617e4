import type { AiPerson } from '../ai-provider';
import { fill } from './offline-material';
import type { Random } from './seeded-random';

// A short story for the day, written from parts: a person, a wish, a practice,
// a small sign, and what they learned. The same person gets one story a day.

const PEOPLE = ['Maya', 'Jonah', 'Lena', 'Amir', 'Sofia', 'Theo', 'Priya', 'Noah', 'Ines', 'Kai'];

const WISHES = [
  'a home filled with morning light',
  'a job that felt like purpose rather than pressure',
  'the courage to share songs written late at night',
  'a calmer mind after a difficult year',
  'a business of their own',
  'friends who truly understood them',
  'the energy to run again',
  'a little more ease around money',
];

const PRACTICES = [
  'Every morning {person} wrote one sentence about that wish, in the present tense, as if it were already true.',
  'Each night {person} closed their eyes for five minutes and walked through a day in that future, noticing every small detail.',
  '{person} began thanking life in advance, writing three things they were grateful for, one of them not yet arrived.',
  '{person} pinned a single picture to the fridge and, every time they passed it, stopped for one slow breath and smiled.',
  '{person} wrote their intention 3 times in the morning, 6 in the afternoon and 9 at night, and kept going even on the tired days.',
];

const SIGNS = [
  'Weeks later, a stranger in a café mentioned exactly the opportunity {person} had been picturing.',
  'One ordinary Tuesday, an old friend called with an idea that changed everything.',
  'Nothing dramatic happened at first; then {person} noticed they were saying yes to things they used to fear.',
  'A small door opened: an email, a conversation, an invitation {person} would once have ignored.',
  'The first change was inside: {person} felt lighter, and people around them began to respond to it.',
];

const LESSONS = [
  'What {person} learned was simple: the vision showed the way, and the small daily steps walked it.',
  'The wish had not arrived by magic; it arrived because {person} had become someone ready to receive it.',
  '{person} realised that feeling it first had made the next step obvious.',
  'Looking back, {person} saw that consistency, not intensity, had done the quiet work.',
];

const INVITATIONS = [
  'Today, what is one small step the future you would take?',
  'What would you write in your one sentence this morning?',
  'Which picture of your future deserves a slow breath today?',
];

/** Today's story for this person; with an active goal it closes on that goal. */
export function writeDailyStory(person: AiPerson, random: Random): string {
  const name = random.pick(PEOPLE);
  const values = { person: name };
  const goal = person.goals.find((entry) => !entry.isCompleted)?.title;
  const paragraphs = [
    `${name} had wanted ${random.pick(WISHES)} for a long time, but wanting alone had never been enough.`,
    fill(random.pick(PRACTICES), values),
    fill(random.pick(SIGNS), values),
    fill(random.pick(LESSONS), values),
    goal
      ? `Your own story is being written too, ${person.firstName}: "${goal}" is waiting for today's small step.`
      : `${person.firstName}, ${random.pick(INVITATIONS).replace(/^./, (first) => first.toLowerCase())}`,
  ];
  return paragraphs.join('\n\n');
}
