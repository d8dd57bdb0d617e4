import type { TAiGuide, TMeditationScriptRequest } from '@manifest/contracts/ai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { AiPerson, ChatInput, InsightsInput } from './ai-provider';
import { GUIDES } from './guides';
import { PERSON_DATA_RULE, personDataMessage, personFacts } from './person-data';

// What the OpenAI provider sends. Each system prompt is the same for every
// person; what is theirs follows in a delimited data message (person-data.ts).

const system = (content: string): ChatCompletionMessageParam => ({ role: 'system', content });
const user = (content: string): ChatCompletionMessageParam => ({ role: 'user', content });

const guidePrompt = (guide: TAiGuide, task = '') =>
  [GUIDES[guide].systemPrompt, task, PERSON_DATA_RULE].filter(Boolean).join(' ');

export const chatMessages = (input: ChatInput): ChatCompletionMessageParam[] => [
  system(guidePrompt(input.guide)),
  personDataMessage(personFacts(input.person)),
  ...input.history.map((message) => ({ role: message.role, content: message.content })),
  user(input.message),
];

export const dailyStoryMessages = (person: AiPerson): ChatCompletionMessageParam[] => [
  system(guidePrompt('aurora')),
  personDataMessage(personFacts(person)),
  user(
    "Write today's short inspirational story (120 to 180 words) about someone who manifested a wish through small daily practices. End with one sentence addressed to me that connects the story to my own goal, if I have one. Plain text, no title.",
  ),
];

export const meditationScriptMessages = ({
  topic,
  intent,
  duration,
  person,
}: TMeditationScriptRequest & { person: AiPerson }): ChatCompletionMessageParam[] => [
  system(
    `You write calm, safe guided meditation scripts for narration. Use short sentences, mark pauses as [Pause N seconds], and make no medical claims. ${PERSON_DATA_RULE}`,
  ),
  personDataMessage({ firstName: person.firstName, meditation: { topic, intention: intent } }),
  user(
    `Write a ${duration}-minute guided meditation on my topic, for my intention. Start with a title line, then the script.`,
  ),
];

export const affirmationsMessages = (category: string): ChatCompletionMessageParam[] => [
  system(
    'You write short, positive, present-tense personal affirmations. Answer with one affirmation per line and nothing else.',
  ),
  user(`Write 7 affirmations for the category ${category}.`),
];

export const goalRecommendationsMessages = ({
  person,
  stats,
}: InsightsInput): ChatCompletionMessageParam[] => [
  system(
    guidePrompt(
      'aurora',
      'Answer exactly in this format:\nGOALS:\n- one goal per line (3 to 5 specific, measurable goals)\nINSIGHTS:\none short paragraph.',
    ),
  ),
  personDataMessage({
    ...personFacts(person),
    activity: {
      affirmationsSaid: stats.affirmationsSaid,
      meditationSessions: stats.meditationSessions,
      tasksCompleted: stats.tasksCompleted,
      challengesCompleted: stats.challengesCompleted,
      visionBoardItems: stats.visionBoardItems,
      currentStreakDays: stats.currentStreak,
    },
  }),
  user('Recommend new goals that balance my life areas.'),
];

export const progressInsightsMessages = ({
  person,
  stats,
}: InsightsInput): ChatCompletionMessageParam[] => [
  system(guidePrompt('aurora', 'Write 3 short paragraphs of encouraging, specific insight.')),
  personDataMessage({
    ...personFacts(person),
    figures: {
      totalPoints: stats.totalPoints,
      currentStreak: stats.currentStreak,
      longestStreak: stats.longestStreak,
      activeDays: stats.activeDays,
      affirmationsSaid: stats.affirmationsSaid,
      meditationSessions: stats.meditationSessions,
      meditationMinutes: stats.meditationMinutes,
      tasksCompleted: stats.tasksCompleted,
      challengesCompleted: stats.challengesCompleted,
      goalsCreated: stats.goalsCreated,
      goalsCompleted: stats.goalsCompleted,
      activitiesThisWeek: stats.activitiesThisWeek,
    },
  }),
  user('What do my figures show, and what is one next step?'),
];

/** The items of a list answer: bullets, numbers and quotes removed, blanks dropped. */
export const listItems = (text: string): string[] =>
  text
    .split('\n')
    .map((line) =>
      line
        .trim()
        .replace(/^([-*•]|\d+[.)])\s*/, '')
        .replace(/^["“](.*)["”]$/, '$1')
        .trim(),
    )
    .filter((line) => line.length > 0);

/** GOALS:/INSIGHTS: sections; without them, the list lines are goals and the rest insight. */
export function goalRecommendationsFrom(text: string): { goals: string[]; insights: string } {
  const match = /GOALS:\s*([\s\S]*?)\s*INSIGHTS:\s*([\s\S]*)$/i.exec(text);
  if (match) {
    return { goals: listItems(match[1] ?? '').slice(0, 5), insights: (match[2] ?? '').trim() };
  }
  const lines = text.split('\n');
  const goals = lines.filter((line) => /^\s*([-*•]|\d+[.)])\s+/.test(line));
  const insights = lines
    .filter((line) => !goals.includes(line))
    .join('\n')
    .trim();
  return { goals: listItems(goals.join('\n')).slice(0, 5), insights: insights || text.trim() };
}
