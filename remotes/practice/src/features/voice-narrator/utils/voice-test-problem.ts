import type { TVoiceLike } from '../../../lib/speech/voices';

export type TToastText = { title: string; description: string };

/** Why Test Voice cannot speak yet (spec 001 sections 5 and 8), or null when it can. */
export function voiceTestProblem({
  isSupported,
  isLoading,
  voices,
  selectedName,
}: {
  isSupported: boolean;
  isLoading: boolean;
  voices: ReadonlyArray<TVoiceLike>;
  selectedName: string | undefined;
}): TToastText | null {
  if (!isSupported)
    return {
      title: 'Voice Not Available',
      description: 'Speech synthesis is not supported in your browser.',
    };
  if (isLoading)
    return {
      title: 'Loading Voices',
      description: 'Please wait a moment for voices to load, then try again.',
    };
  if (!selectedName)
    return { title: 'No Voice Selected', description: 'Please select a voice to test.' };
  if (!voices.some((voice) => voice.name === selectedName))
    return { title: 'Voice Not Found', description: 'Selected voice is not available.' };
  return null;
}
