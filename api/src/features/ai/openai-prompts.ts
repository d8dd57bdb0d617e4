import type { TMeditationScriptRequest } from '@manifest/contracts/ai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { AiPerson, ChatInput, InsightsInput } from './ai-provider';
import { GUIDES } from './guides';

// What the OpenAI provider sends. A person is described by first name and
// goal titles only: never an email, a token or their history of other calls.

const MAX_GOALS_IN_PROMPT = 5;

export function describePerson(person: AiPerson): string {
  const goals = person.goals
    .slice(0, MAX_GOALS_IN_PROMPT)
    .map((goal) => `"${goal.title}"${goal.isCompleted ? ' (completed)' : ''}`);
  return goals.length > 0
    ? `The person's first name is ${person.firstName}. Their goals: ${goals.join('; ')}.`
    : `The person's first name is ${person.firstName}. They have not set goals yet.`;
}

const system = (content: string): ChatCompletionMessageParam => ({ role: 'system', content });
const user = (content: string): ChatCompletionMessageParam => ({ role: 'user', content });

export const chatMessages = (input: ChatInput): ChatCompletionMessageParam[] => [
  system(`${GUIDES[input.guide].systemPrompt} ${describePerson(input.person)}`),
  ...input.history.map((message) => ({ role: message.role, content: message.content })),
  user(input.message),
];

export const dailyStoryMessages = (person: AiPerson): ChatCompletionMessageParam[] => [
  system(`${GUIDES.aurora.systemPrompt} ${describePerson(person)}`),
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
    'You write calm, safe guided meditation scripts for narration. Use short sentences, mark pauses as [Pause N seconds], and make no medical claims.',
  ),
  user(
    `Write a ${duration}-minute guided meditation on "${topic}" for ${person.firstName}, whose personal intention is: ${intent}. Start with a title line, then the script.`,
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
    `${GUIDES.aurora.systemPrompt} Answer exactly in this format:\nGOALS:\n- one goal per line (3 to 5 specific, measurable goals)\nINSIGHTS:\none short paragraph.`,
  ),
  user(
    `${describePerson(person)} Their activity: ${stats.affirmationsSaid} affirmations, ${stats.meditationSessions} meditations, ${stats.tasksCompleted} daily tasks, ${stats.challengesCompleted} challenges, ${stats.visionBoardItems} vision board items, current streak ${stats.currentStreak} days. Recommend new goals that balance their life areas.`,
  ),
];

export const progressInsightsMessages = ({
  person,
  stats,
}: InsightsInput): ChatCompletionMessageParam[] => [
  system(
    `${GUIDES.aurora.systemPrompt} Write 3 short paragraphs of encouraging, specific insight.`,
  ),
  user(
    `${describePerson(person)} Their figures: ${JSON.stringify({
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
    })}. What do they show, and what is one next step?`,
  ),
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
