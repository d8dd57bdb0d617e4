import { toast } from '@manifest/ui/use-toast';
import { useCallback, useEffect, useState } from 'react';

/** The meditation narrator's voice (as the practice remote's narrator speaks). */
const SCRIPT_NARRATION = { rate: 0.85, pitch: 0.92, volume: 0.95 } as const;

const isSpeechSupported = () =>
  typeof window !== 'undefined' &&
  'speechSynthesis' in window &&
  typeof window.SpeechSynthesisUtterance === 'function';

/** What the narrator reads: the script without its pause marks. */
export const narratedText = (script: string): string =>
  script
    .split('\n')
    .filter((line) => !/^\s*\[pause[^\]]*\]\s*$/i.test(line))
    .join('\n');

/** Plays a generated script aloud, and stops it (on Stop, a new script, or leaving). */
export function useScriptVoice() {
  const [isPlaying, setIsPlaying] = useState(false);

  const stop = useCallback(() => {
    if (isSpeechSupported()) window.speechSynthesis.cancel();
    setIsPlaying(false);
  }, []);
  useEffect(() => stop, [stop]);

  const play = useCallback((script: string | undefined) => {
    if (!isSpeechSupported()) {
      toast({
        title: 'Voice Not Available',
        description: 'Speech synthesis is not supported in your browser.',
        variant: 'destructive',
      });
      return;
    }
    if (!script) {
      toast({
        title: 'No Script Available',
        description: 'Please generate a meditation script first.',
        variant: 'destructive',
      });
      return;
    }
    window.speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(narratedText(script));
    utterance.rate = SCRIPT_NARRATION.rate;
    utterance.pitch = SCRIPT_NARRATION.pitch;
    utterance.volume = SCRIPT_NARRATION.volume;
    const english = window.speechSynthesis
      .getVoices()
      .find((voice) => voice.lang.toLowerCase().startsWith('en'));
    if (english) {
      utterance.voice = english;
      utterance.lang = english.lang;
    }
    utterance.onend = () => setIsPlaying(false);
    utterance.onerror = () => setIsPlaying(false);
    setIsPlaying(true);
    window.speechSynthesis.speak(utterance);
  }, []);

  return { isPlaying, play, stop };
}
