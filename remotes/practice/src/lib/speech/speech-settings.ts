// Spec 001 section 9, "Speech".

/** Narration speaks a little slower than normal, in a lower, calm voice. */
export const NARRATION = { rate: 0.85, pitch: 0.92, volume: 0.95 } as const;
/** Test Voice speaks slowly enough to judge the voice. */
export const TEST_VOICE_RATE = 0.5;
/** Some browsers fill the voice list late and without `voiceschanged`: look again at these times. */
export const VOICE_RECHECK_MS = [100, 500, 1000, 2000] as const;

export const isSpeechSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'speechSynthesis' in window &&
  typeof window.SpeechSynthesisUtterance === 'function';

/** Speech errors that only mean the page stopped or replaced the speech itself. */
export const isOwnSpeechError = (error: string | undefined): boolean =>
  error === 'interrupted' || error === 'canceled';
