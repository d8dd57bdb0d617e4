import type {
  TChallenge,
  TChallengeDifficulty,
  TChallengeTool,
} from '@manifest/contracts/challenges';
import { CHALLENGE_POINTS_BY_DIFFICULTY } from '../../domain/points-rules';

type ChallengeDefinition = {
  id: number;
  title: string;
  description: string;
  difficulty: TChallengeDifficulty;
  category: string;
  timeEstimate: string;
  instructions?: string[];
  notesPlaceholder?: string;
  tool?: TChallengeTool;
};

// Our own transformation challenges. Ids are stable (history and the ledger
// key 'challenge:<id>' point at them). Challenges 1 to 5 carry step-by-step
// instructions; 2, 3 and 4 open the dialog's tools (spec 001 section 2).
const DEFINITIONS: ChallengeDefinition[] = [
  {
    id: 1,
    title: 'Define Your Vision',
    description:
      'Get clear on what you actually want. A vague wish cannot guide your choices; a vivid, written vision can.',
    difficulty: 'easy',
    category: 'Vision',
    timeEstimate: '30 minutes',
    instructions: [
      'Find a quiet place where you will not be interrupted for half an hour.',
      'Imagine yourself three years from now, living a life you love. Write down where you live, what you do each day and who is around you.',
      'Cover each area of life: health, relationships, work, money and personal growth.',
      'Circle the one part of this vision that excites you most.',
      'Write why it matters to you, in at least three sentences.',
      'Summarise your vision in one sentence and put it where you will see it every morning.',
    ],
    notesPlaceholder:
      'Describe the vision that came to you, and the one part that excites you most...',
  },
  {
    id: 2,
    title: 'Financial Reality Check',
    description:
      'Look at your money exactly as it is today. Manifesting abundance starts with knowing where you stand, without judgement.',
    difficulty: 'medium',
    category: 'Wealth',
    timeEstimate: '45 minutes',
    instructions: [
      'Gather your latest bank, savings, investment, loan and credit card statements.',
      'Enter your assets in the Financial Reality Calculator: savings, checking, investments and property value.',
      'Enter your debts: credit cards, loans and mortgage.',
      'Enter your monthly expenses: housing, food, transportation and utilities.',
      'Read your net worth and your monthly expenses aloud, calmly. This is your starting line, not a verdict.',
      'Choose one concrete money action for this week (cancel one subscription, set up an automatic saving, call one lender).',
    ],
    notesPlaceholder:
      'What surprised you about your numbers, and what is your one money action this week?',
    tool: 'financial-calculator',
  },
  {
    id: 3,
    title: 'Social Circle Audit',
    description:
      'You become like the people you spend your time with. Take an honest look at whose energy lifts you and whose drains you.',
    difficulty: 'medium',
    category: 'Relationships',
    timeEstimate: '30 minutes',
    instructions: [
      'List the people you spend the most time with, in person or online.',
      'For each one, note your relationship and how much time you spend together each week.',
      'Rate how you usually feel after time with them: lifted up, neutral, or drained.',
      'Look at the summary: who deserves more of your time, and where do you need boundaries?',
      'Plan one conversation or one meeting with someone who lifts you up, and put it in your calendar.',
    ],
    notesPlaceholder: 'Who lifts you up, who drains you, and what will you change this week?',
    tool: 'social-circle-audit',
  },
  {
    id: 4,
    title: 'Face Your Fears',
    description:
      'Fears you never name keep running your choices. Write them down, measure them and turn the biggest one into a plan.',
    difficulty: 'hard',
    category: 'Mindset',
    timeEstimate: '40 minutes',
    instructions: [
      'Write down every fear that comes up when you think about your main goal, however small or silly it seems.',
      'Rate the intensity of each fear from 1 to 10.',
      'For the three strongest fears, ask: what is the worst that could realistically happen, and how would I cope?',
      'Write an action plan for the strongest fear: the smallest step that would prove it wrong.',
      'Take that step within the next 48 hours.',
    ],
    notesPlaceholder:
      'Which fear is strongest, and what is the smallest step you will take in the next 48 hours?',
    tool: 'fear-inventory',
  },
  {
    id: 5,
    title: 'Design Your Morning Ritual',
    description:
      'The first hour shapes the whole day. Build a short morning ritual that puts your attention on what you are creating.',
    difficulty: 'easy',
    category: 'Habits',
    timeEstimate: '20 minutes',
    instructions: [
      'Write down what your mornings look like now, from waking up to starting work.',
      'Cross out one habit that drains you (for example, checking your phone in bed).',
      'Choose three practices for a 20-minute ritual: gratitude, visualization, movement, affirmations or journaling.',
      'Put them in order and write the ritual on a card by your bed.',
      'Do the ritual tomorrow morning and note how the day feels different.',
    ],
    notesPlaceholder: 'Write your ritual step by step, and how your first morning with it felt...',
  },
  {
    id: 6,
    title: 'Letter From Your Future Self',
    description:
      'Write a letter from the you who has already achieved your goal, thanking today-you for the choices that made it possible.',
    difficulty: 'easy',
    category: 'Vision',
    timeEstimate: '25 minutes',
  },
  {
    id: 7,
    title: 'Seven Days of Aligned Action',
    description:
      'Every day for a week, take one concrete action toward your biggest goal, and log it before you go to sleep.',
    difficulty: 'hard',
    category: 'Action',
    timeEstimate: '15 minutes a day for 7 days',
  },
  {
    id: 8,
    title: 'Forgiveness Release',
    description:
      'Resentment ties up energy you need for your goals. Write about one old hurt, what it cost you, and choose to release it.',
    difficulty: 'medium',
    category: 'Healing',
    timeEstimate: '30 minutes',
  },
  {
    id: 9,
    title: 'Comfort Zone Stretch',
    description:
      'Do one thing today that scares you a little and moves you toward your dream: ask, pitch, apply, perform or speak up.',
    difficulty: 'hard',
    category: 'Courage',
    timeEstimate: '60 minutes',
  },
  {
    id: 10,
    title: 'Gratitude Letter',
    description:
      'Write a heartfelt letter to someone who shaped your life and, if you can, read it to them in person or on a call.',
    difficulty: 'easy',
    category: 'Relationships',
    timeEstimate: '30 minutes',
  },
];

export const CHALLENGES: readonly TChallenge[] = DEFINITIONS.map((definition) => ({
  id: definition.id,
  title: definition.title,
  description: definition.description,
  difficulty: definition.difficulty,
  category: definition.category,
  timeEstimate: definition.timeEstimate,
  points: CHALLENGE_POINTS_BY_DIFFICULTY[definition.difficulty],
  instructions: definition.instructions ?? [],
  notesPlaceholder: definition.notesPlaceholder ?? null,
  tool: definition.tool ?? null,
}));

const BY_ID = new Map(CHALLENGES.map((challenge) => [challenge.id, challenge]));

/** A challenge by the id in a URL ('3'); anything that is not a known id finds nothing. */
export function findChallenge(id: string): TChallenge | undefined {
  return /^[1-9]\d{0,8}$/.test(id) ? BY_ID.get(Number(id)) : undefined;
}
