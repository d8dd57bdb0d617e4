import { counted, noun } from '@manifest/contracts/counted';
import type { GoalRecommendations, InsightsInput } from '../ai-provider';
import { topicOf, type TTopic } from '../topics';
import { strongestAndWeakest } from './practice-figures';
import type { Random } from './seeded-random';

/** Goals we suggest per life area, each specific, measurable and kind. */
const AREA_GOALS: ReadonlyArray<{ area: string; topics: TTopic[]; goals: string[] }> = [
  {
    area: 'health',
    topics: ['health', 'sleep'],
    goals: [
      'Walk for 20 minutes every morning for the next 30 days',
      'Be in bed by 10:30 pm on weeknights this month',
      'Drink eight glasses of water a day for three weeks',
    ],
  },
  {
    area: 'money',
    topics: ['money'],
    goals: [
      'Save 10% of every payment I receive for the next three months',
      'Write a one-page money plan for next month',
      'Create one new source of income before the end of the quarter',
    ],
  },
  {
    area: 'relationships',
    topics: ['love'],
    goals: [
      'Reach out to one friend or family member every week',
      'Plan one screen-free evening a week with someone I love',
      'Write a thank-you note to someone who shaped my life',
    ],
  },
  {
    area: 'career',
    topics: ['career'],
    goals: [
      'Learn one new professional skill in the next 90 days',
      'Update my CV and share my work with three new people this month',
      'Spend 30 focused minutes a day on my most important project',
    ],
  },
  {
    area: 'inner calm',
    topics: ['stress', 'meditation', 'gratitude', 'confidence'],
    goals: [
      'Meditate for 10 minutes a day for 21 days',
      'Write three things I am grateful for every night this month',
      'Take one brave step outside my comfort zone every week',
    ],
  },
];

/** A practice a person hardly uses becomes a goal that builds it. */
const PRACTICE_GOALS: Record<string, string> = {
  affirmations: 'Say my affirmations aloud every morning for 30 days',
  meditation: 'Complete a guided meditation five days a week',
  'daily tasks': 'Complete at least one daily manifestation task every day this month',
  challenges: 'Finish one transformation challenge every week',
  'vision board': 'Add three images that inspire me to my vision board this week',
  goals: 'Write down one clear intention for each area of my life',
};

/**
 * Goals for the areas a person has no goal in yet and the practice they use
 * least, with insights on what their goals and activity already show.
 */
export function writeGoalRecommendations(
  { person, stats }: InsightsInput,
  random: Random,
): GoalRecommendations {
  const existing = new Set(person.goals.map((goal) => goal.title.toLowerCase()));
  const covered = new Set(person.goals.map((goal) => topicOf(`${goal.title} ${goal.category}`)));
  const uncovered = AREA_GOALS.filter((area) => !area.topics.some((topic) => covered.has(topic)));
  const areas = uncovered.length > 0 ? uncovered : AREA_GOALS;
  const { strongest, weakest } = strongestAndWeakest(stats);

  const goals = [
    PRACTICE_GOALS[weakest.practice] as string,
    ...random.sample(areas, 3).map((area) => random.pick(area.goals)),
    random.pick(random.pick(AREA_GOALS).goals),
  ].filter((goal, index, all) => !existing.has(goal.toLowerCase()) && all.indexOf(goal) === index);

  const active = person.goals.filter((goal) => !goal.isCompleted).length;
  const completed = person.goals.length - active;
  const insights = [
    person.goals.length === 0
      ? `${person.firstName}, you have not set a goal yet: a first clear goal gives every practice a direction.`
      : `${person.firstName}, you have ${counted(active, noun('active goal'))} and ${counted(completed, noun('completed goal'))}.`,
    uncovered.length > 0 && uncovered.length < AREA_GOALS.length
      ? `Areas with no goal yet: ${uncovered.map((area) => area.area).join(', ')}. A goal there would balance your vision.`
      : null,
    strongest.count > 0
      ? `Your strongest practice so far is ${strongest.practice} (${counted(strongest.count, strongest.noun)}); ${weakest.practice} has room to grow, so one goal above builds it.`
      : 'Pick one recommendation that excites you and start with its smallest step today.',
  ].filter((line): line is string => line !== null);

  return { goals: goals.slice(0, 5), insights: insights.join(' ') };
}
