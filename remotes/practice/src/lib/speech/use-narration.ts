import { toast } from '@manifest/ui/use-toast';
import { useCallback, useEffect, useRef, useState } from 'react';

import { isOwnSpeechError, isSpeechSupported, NARRATION } from './speech-settings';

/** Starting a narration cancels the one before, then waits this long (spec 001 section 4). */
export const NARRATION_RESTART_DELAY_MS = 100;

export type TNarrationStatus = 'idle' | 'playing' | 'paused';

/**
 * One narrator for a page: idle → playing (when speech begins) → idle when it
 * ends, fails or is stopped. `key` says what is being narrated (a meditation id).
 */
export function useNarration(voice: SpeechSynthesisVoice | undefined) {
  const [playingKey, setPlayingKey] = useState<string | null>(null);
  const [status, setStatus] = useState<TNarrationStatus>('idle');
  const run = useRef(0);
  const startTimer = useRef<number | undefined>(undefined);

  const stop = useCallback(() => {
    run.current += 1;
    window.clearTimeout(startTimer.current);
    if (isSpeechSupported()) window.speechSynthesis.cancel();
    setPlayingKey(null);
    setStatus('idle');
  }, []);

  const play = useCallback(
    (key: string, text: string, rate: number = NARRATION.rate) => {
      if (!isSpeechSupported()) {
        toast({
          title: 'Voice Not Available',
          description: 'Speech synthesis is not supported in your browser.',
          variant: 'destructive',
        });
        return;
      }
      stop();
      const runId = run.current;
      startTimer.current = window.setTimeout(() => {
        const utterance = new SpeechSynthesisUtterance(text);
        utterance.rate = rate;
        utterance.pitch = NARRATION.pitch;
        utterance.volume = NARRATION.volume;
        if (voice) {
          utterance.voice = voice;
          utterance.lang = voice.lang;
        }
        utterance.onstart = () => {
          if (run.current !== runId) return;
          setPlayingKey(key);
          setStatus('playing');
        };
        utterance.onend = () => {
          if (run.current !== runId) return;
          setPlayingKey(null);
          setStatus('idle');
        };
        utterance.onerror = (event) => {
          if (run.current !== runId) return;
          setPlayingKey(null);
          setStatus('idle');
          if (isOwnSpeechError(event.error)) return;
          toast({ title: 'Voice Error', description: event.error, variant: 'destructive' });
        };
        window.speechSynthesis.speak(utterance);
      }, NARRATION_RESTART_DELAY_MS);
    },
    [voice, stop],
  );

  const pause = useCallback(() => {
    if (!isSpeechSupported()) return;
    window.speechSynthesis.pause();
    setStatus((now) => (now === 'playing' ? 'paused' : now));
  }, []);

  const resume = useCallback(() => {
    if (!isSpeechSupported()) return;
    window.speechSynthesis.resume();
    setStatus((now) => (now === 'paused' ? 'playing' : now));
  }, []);

  // Leaving the page ends the narration.
  useEffect(() => stop, [stop]);

  return { playingKey, status, play, stop, pause, resume };
}

export type TNarration = ReturnType<typeof useNarration>;
