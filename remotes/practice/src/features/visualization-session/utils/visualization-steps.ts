// The guided visualization's four steps (spec 001 sections 2, 4 and 9). The
// texts are ours; a goal's title picks a script by keyword.

export type TVisualizationStep = { title: string; instruction: string; seconds: number };

/** Step lengths in seconds, without and with a goal. */
export const STEP_SECONDS = [10, 15, 20, 15] as const;
export const GOAL_STEP_SECONDS = [10, 20, 25, 15] as const;
/** The intro lists at most this many vision items. */
export const INTRO_ITEMS_MAX = 6;

type TTheme = { see: string; feel: string };

/** Scripts by keyword in the goal title, checked in this order. */
export const GOAL_THEMES: ReadonlyArray<readonly [keyword: string, theme: TTheme]> = [
  [
    'money',
    {
      see: 'See your account balance with the number you want in it. Notice the bills paid on time, the savings growing, the generous gift you can finally give.',
      feel: 'Feel the calm of having enough: your shoulders drop, your breath slows. Money flows to you and through you, and you handle it with ease.',
    },
  ],
  [
    'health',
    {
      see: 'See yourself waking up rested and strong. You move easily, you eat with care, and your body does everything you ask of it.',
      feel: 'Feel the energy in your muscles and the lightness in your chest. Thank your body for carrying you toward this day.',
    },
  ],
  [
    'career',
    {
      see: 'See yourself at work you love: the room, the people, the problem you are solving. Someone thanks you for what only you could do.',
      feel: 'Feel the quiet pride of work that matters, the confidence in your voice, the respect you give and receive.',
    },
  ],
  [
    'love',
    {
      see: 'See the people who love you around a table, laughing. Someone looks at you with warmth and says your name.',
      feel: 'Feel how safe and seen you are. Let that warmth spread from your chest to your hands, and send it back to them.',
    },
  ],
  [
    'travel',
    {
      see: 'See yourself arriving somewhere you have dreamed of: the light, the sounds of another language, the first step out of the station.',
      feel: 'Feel the freedom and the curiosity, the air on your skin, the joy of a world that is open to you.',
    },
  ],
  [
    'home',
    {
      see: 'See yourself opening the door of your home. Notice the light through the windows, the colours, the place where you will sit tonight.',
      feel: 'Feel how your body softens the moment you step inside: this place is yours, and it holds you.',
    },
  ],
];

const GENERAL_THEME: TTheme = {
  see: 'See your goal as already achieved. Where are you? Who is with you? Notice the colours, the sounds, the small details of that ordinary day in your new life.',
  feel: 'Feel the emotions of having it now: gratitude, relief, joy. Let them fill your whole body as if it is happening today.',
};

/** The script of a goal: the first keyword found in its title, or a general one. */
export function themeFor(goalTitle: string | undefined): TTheme {
  if (!goalTitle) return GENERAL_THEME;
  const words = goalTitle.toLowerCase();
  return GOAL_THEMES.find(([keyword]) => words.includes(keyword))?.[1] ?? GENERAL_THEME;
}

/** The four steps for a goal, or for the vision items when there is no goal. */
export function visualizationSteps(goalTitle?: string): TVisualizationStep[] {
  const theme = themeFor(goalTitle);
  const seconds = goalTitle ? GOAL_STEP_SECONDS : STEP_SECONDS;
  return [
    {
      title: 'Relax and Breathe',
      instruction:
        'Close your eyes. Breathe in slowly for four counts, and out for six. Let your body grow heavy and still.',
      seconds: seconds[0],
    },
    {
      title: goalTitle ? `See “${goalTitle}”` : 'See Your Vision',
      instruction: theme.see,
      seconds: seconds[1],
    },
    { title: 'Feel It Now', instruction: theme.feel, seconds: seconds[2] },
    {
      title: 'Gratitude and Action',
      instruction:
        'Say thank you, as if it has already happened. Then choose one small step you will take today, and open your eyes.',
      seconds: seconds[3],
    },
  ];
}
