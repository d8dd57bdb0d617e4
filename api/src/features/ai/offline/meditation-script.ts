import type { TMeditationScriptRequest } from '@manifest/contracts/ai';
import type { Random } from './seeded-random';

// A guided meditation written for a topic and an intention, paced to its
// length: the breathing and visualization parts grow with the minutes, and
// pauses are marked so the narrator (and the reader) can rest in them.

const ARRIVALS = [
  'Find a comfortable position, sitting or lying down, and let your eyes gently close.',
  'Settle into a comfortable seat. Let your hands rest easily and allow your eyes to close.',
  'Take a moment to arrive. Let the chair or the floor hold you completely, and soften your gaze or close your eyes.',
];

const BREATHS = [
  'Breathe in slowly through your nose for a count of four... and out through your mouth for a count of six.',
  'Notice your breath without changing it. Feel the cool air coming in, and the warm air leaving.',
  'With each exhale, let your shoulders drop a little lower, and your jaw soften.',
  'Breathe in calm... breathe out anything you no longer need.',
];

const BODY_PARTS = [
  'your feet and toes',
  'your legs',
  'your hips and lower back',
  'your belly',
  'your chest and heart',
  'your hands and arms',
  'your shoulders and neck',
  'your face and forehead',
];

const CLOSINGS = [
  'Slowly begin to deepen your breath. Wiggle your fingers and toes, and when you are ready, open your eyes, bringing this feeling with you into your day.',
  'Take one last full breath. Thank yourself for this time. Gently return to the room and open your eyes when you feel ready.',
];

const pause = (seconds: number) => `[Pause ${seconds} seconds]`;

/** A script of about `duration` minutes on the topic, for the person's intention. */
export function writeMeditationScript(
  { topic, intent, duration }: TMeditationScriptRequest,
  random: Random,
): string {
  // Longer sessions scan more of the body and rest longer in each image.
  const restSeconds = duration <= 5 ? 15 : duration <= 15 ? 30 : 45;
  const bodyParts = BODY_PARTS.slice(0, Math.min(BODY_PARTS.length, 2 + Math.floor(duration / 5)));
  const breaths = random.sample(BREATHS, Math.min(BREATHS.length, 1 + Math.floor(duration / 10)));

  const sections = [
    `${topic}: a ${duration}-minute guided meditation`,
    `Welcome. This meditation is for ${topic.toLowerCase()}, and for your intention: ${intent}`,
    random.pick(ARRIVALS),
    ...breaths.flatMap((breath) => [breath, pause(restSeconds)]),
    `Now bring your attention to your body. Starting with ${bodyParts.join(', then ')}, let each part soften and grow heavy and warm.`,
    pause(restSeconds),
    `Imagine a moment when your intention has come true: ${intent}. Where are you? What do you see around you? Who is with you?`,
    pause(restSeconds),
    'Notice how it feels in your body to live this. Let that feeling grow with every breath, as if it is already real.',
    pause(restSeconds),
    `Silently repeat: "I am open to ${topic.toLowerCase()}. I welcome it fully. It is already on its way to me."`,
    pause(restSeconds),
    ...(duration >= 15
      ? [
          'Rest here in stillness. If thoughts come, greet them kindly and return to the feeling of your intention fulfilled.',
          pause(restSeconds * 2),
        ]
      : []),
    random.pick(CLOSINGS),
  ];
  return sections.join('\n\n');
}
