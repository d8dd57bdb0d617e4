/** Spec 000 section 9: how the guides speak. */
export const CHAT_VOICE = { rate: 0.85, pitch: 1.1, volume: 0.8 } as const;

const FEMALE_VOICE_NAMES =
  /female|woman|samantha|victoria|karen|moira|tessa|fiona|serena|zira|susan|allison|ava|kate|google uk english female/i;

/** Spec 000 section 9: prefers a female voice, else an English one, else the browser's default. */
export function chatVoiceOf(
  voices: readonly SpeechSynthesisVoice[],
): SpeechSynthesisVoice | undefined {
  const english = voices.filter((voice) => voice.lang.toLowerCase().startsWith('en'));
  return (
    english.find((voice) => FEMALE_VOICE_NAMES.test(voice.name)) ??
    voices.find((voice) => FEMALE_VOICE_NAMES.test(voice.name)) ??
    english[0]
  );
}

export const isSpeechSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'speechSynthesis' in window &&
  typeof window.SpeechSynthesisUtterance === 'function';
