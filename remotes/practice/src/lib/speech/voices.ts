// Which of the browser's voices the product offers (spec 001 sections 5 and 9):
// English voices only, without the novelty and joke voices some systems ship.

/** A fixed list, matched against the start of a voice's name. */
export const NOVELTY_VOICE_NAMES = [
  'Albert',
  'Bad News',
  'Bahh',
  'Bells',
  'Boing',
  'Bubbles',
  'Cellos',
  'Deranged',
  'Good News',
  'Hysterical',
  'Jester',
  'Junior',
  'Organ',
  'Pipe Organ',
  'Princess',
  'Ralph',
  'Superstar',
  'Trinoids',
  'Whisper',
  'Wobble',
  'Zarvox',
] as const;

/** The little a voice needs for choosing: the browser's SpeechSynthesisVoice has more. */
export type TVoiceLike = { name: string; lang: string; default?: boolean };

const isNovelty = (voice: TVoiceLike) =>
  NOVELTY_VOICE_NAMES.some(
    (novelty) => voice.name === novelty || voice.name.startsWith(`${novelty} `),
  );

const isEnglish = (voice: TVoiceLike) => /^en([-_]|$)/i.test(voice.lang);

/** The voices to offer, in the browser's order. */
export const offeredVoices = <TVoice extends TVoiceLike>(voices: ReadonlyArray<TVoice>): TVoice[] =>
  voices.filter((voice) => isEnglish(voice) && !isNovelty(voice));

/** The voice to start with: the system's default when it is offered, else the first offered. */
export const defaultVoice = <TVoice extends TVoiceLike>(
  voices: ReadonlyArray<TVoice>,
): TVoice | undefined => {
  const offered = offeredVoices(voices);
  return offered.find((voice) => voice.default) ?? offered[0];
};
