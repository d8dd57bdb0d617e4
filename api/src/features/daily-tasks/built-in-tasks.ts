import type { TTaskCategory, TTaskDifficulty } from '@manifest/contracts/daily-tasks';

export type BuiltInTask = {
  id: string;
  title: string;
  description: string;
  category: TTaskCategory;
  duration: number;
  difficulty: TTaskDifficulty;
  points: number;
};

// Our own practices, for every time of day. The ids are stable: completions
// are stored against them, so rename titles freely but never change an id.
export const BUILT_IN_TASKS: readonly BuiltInTask[] = [
  {
    id: 'morning-gratitude-list',
    title: 'Morning gratitude list',
    description:
      'Before you check your phone, write down three things you are grateful for and one sentence on why each one matters to you.',
    category: 'morning',
    duration: 5,
    difficulty: 'easy',
    points: 10,
  },
  {
    id: 'morning-intention',
    title: "Set today's intention",
    description:
      "Choose one intention for the day, write it in the present tense ('I move through today calm and focused') and read it aloud three times.",
    category: 'morning',
    duration: 5,
    difficulty: 'easy',
    points: 10,
  },
  {
    id: 'morning-visualization',
    title: 'Visualize your goal achieved',
    description:
      'Sit comfortably, close your eyes and spend ten minutes living one ordinary day in the life you are creating: where you are, who is with you, how it feels. Use every sense.',
    category: 'morning',
    duration: 10,
    difficulty: 'medium',
    points: 15,
  },
  {
    id: 'morning-mindful-movement',
    title: 'Mindful movement',
    description:
      'Stretch, walk or do gentle yoga for twenty minutes. Keep your attention on your breath and on how your body feels, not on your to-do list.',
    category: 'morning',
    duration: 20,
    difficulty: 'medium',
    points: 15,
  },
  {
    id: 'afternoon-breathing-reset',
    title: 'Midday breathing reset',
    description:
      'Pause for five minutes of box breathing: in for four counts, hold for four, out for four, hold for four. Notice how your energy shifts.',
    category: 'afternoon',
    duration: 5,
    difficulty: 'easy',
    points: 10,
  },
  {
    id: 'afternoon-aligned-action',
    title: 'Take one aligned action',
    description:
      'Do one concrete thing that moves your main goal forward: send the email, make the call, write the first page. Small steps count.',
    category: 'afternoon',
    duration: 30,
    difficulty: 'hard',
    points: 25,
  },
  {
    id: 'afternoon-reframe-belief',
    title: 'Reframe a limiting belief',
    description:
      'Write down one thought that held you back today. Then write a kinder, believable alternative and one piece of evidence that supports it.',
    category: 'afternoon',
    duration: 10,
    difficulty: 'medium',
    points: 15,
  },
  {
    id: 'evening-wins-journal',
    title: 'Evening wins journal',
    description:
      'Write down three wins from today, however small, and what each one says about the person you are becoming.',
    category: 'evening',
    duration: 10,
    difficulty: 'easy',
    points: 10,
  },
  {
    id: 'evening-future-scripting',
    title: 'Script your future',
    description:
      'Write one page as if your goal has already come true: describe an ordinary evening in that life, in detail, as something that already happened.',
    category: 'evening',
    duration: 15,
    difficulty: 'medium',
    points: 15,
  },
  {
    id: 'evening-let-go',
    title: 'Let go of the day',
    description:
      'Name one thing that did not go as planned, write down what it taught you, then consciously let it go before sleep.',
    category: 'evening',
    duration: 5,
    difficulty: 'easy',
    points: 10,
  },
  {
    id: 'evening-digital-sunset',
    title: 'Digital sunset',
    description:
      "Put screens away an hour before bed. Use the time to read, stretch or write tomorrow's three priorities on paper.",
    category: 'evening',
    duration: 60,
    difficulty: 'hard',
    points: 25,
  },
  {
    id: 'anytime-affirmations',
    title: 'Speak your affirmations',
    description:
      'Choose three affirmations and say each one at least 3 times out loud, slowly, letting yourself feel it as already true.',
    category: 'anytime',
    duration: 5,
    difficulty: 'easy',
    points: 10,
  },
  {
    id: 'anytime-act-of-kindness',
    title: 'Act of kindness',
    description:
      'Do something kind for someone without expecting anything back: a thank-you message, help with a task, a sincere compliment.',
    category: 'anytime',
    duration: 10,
    difficulty: 'easy',
    points: 10,
  },
  {
    id: 'anytime-mindful-walk',
    title: 'Mindful walk',
    description:
      'Walk for twenty minutes without headphones. Notice five things you can see, four you can hear and three you can feel.',
    category: 'anytime',
    duration: 20,
    difficulty: 'medium',
    points: 15,
  },
];

const BY_ID = new Map(BUILT_IN_TASKS.map((task) => [task.id, task]));

export function findBuiltInTask(id: string): BuiltInTask | undefined {
  return BY_ID.get(id);
}
