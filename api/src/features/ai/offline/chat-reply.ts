import type { ChatInput } from '../ai-provider';
import { topicOf } from '../topics';
import { AFFIRMATION_LINES, CLOSINGS, GOAL_LINES, OPENINGS, PRACTICES } from './chat-material';
import { affirmationsFor, fill, titlesFor, type OfflineMaterial } from './offline-material';
import type { Random } from './seeded-random';

/** The active goal that best fits the topic, else the newest active one. */
function goalFor({ person, message }: ChatInput): string | null {
  const active = person.goals.filter((goal) => !goal.isCompleted);
  const topic = topicOf(message);
  const fitting = active.find((goal) => topicOf(`${goal.title} ${goal.category}`) === topic);
  return (fitting ?? active[0])?.title ?? null;
}

/**
 * The offline guide's chat reply: an opening, a practice on the message's
 * topic not already given in this conversation, the person's own goal, an
 * affirmation or a meditation or post from the CMS, and a closing question.
 */
export function writeChatReply(
  input: ChatInput,
  material: OfflineMaterial,
  random: Random,
): string {
  const topic = topicOf(input.message);
  const said = input.history
    .filter((message) => message.role === 'assistant')
    .map((message) => message.content)
    .join('\n');
  const fresh = PRACTICES[topic].filter((practice) => !said.includes(practice));
  const practice = random.pick(fresh.length > 0 ? fresh : PRACTICES[topic]);

  const parts = [
    fill(random.pick(OPENINGS[input.guide]), { name: input.person.firstName }),
    practice,
  ];
  const goal = goalFor(input);
  if (goal) parts.push(fill(random.pick(GOAL_LINES), { goal }));

  const affirmations = affirmationsFor(material, topic);
  const meditations = titlesFor(material.meditations, topic);
  const posts = titlesFor(material.posts, topic);
  const extras = [
    ...(affirmations.length > 0
      ? [
          () =>
            fill(random.pick(AFFIRMATION_LINES), { affirmation: random.pick(affirmations).text }),
        ]
      : []),
    ...(meditations.length > 0
      ? [
          () =>
            `The "${random.pick(meditations).title}" meditation in Meditations goes well with this.`,
        ]
      : []),
    ...(posts.length > 0
      ? [() => `You might enjoy "${random.pick(posts).title}" on our blog.`]
      : []),
  ];
  if (extras.length > 0) parts.push(random.pick(extras)());

  parts.push(random.pick(CLOSINGS[input.guide]));
  return parts.join('\n\n');
}
