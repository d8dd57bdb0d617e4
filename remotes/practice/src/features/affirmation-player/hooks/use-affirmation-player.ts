import type { TAffirmation } from '@manifest/contracts/catalogue';
import { toast } from '@manifest/ui/use-toast';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';

import { isOwnSpeechError, NARRATION } from '../../../lib/speech/speech-settings';
import { defaultVoice } from '../../../lib/speech/voices';
import { createAmbientPad } from '../utils/ambient-pad';
import { playQueue } from '../utils/play-queue';
import { IDLE_PLAYER, PAUSE_BETWEEN_AFFIRMATIONS_MS, playerReducer } from '../utils/player-state';

/**
 * Reads a list of affirmations aloud, one after another with a moment
 * between them, over the ambient pad, in an English voice when the browser
 * has one (`defaultVoice`). The list is fixed when Play is pressed (`playQueue`).
 */
export function useAffirmationPlayer() {
  const [state, dispatch] = useReducer(playerReducer, IDLE_PLAYER);
  const [queue, setQueue] = useState<ReadonlyArray<TAffirmation>>([]);
  // Which index has been handed to speechSynthesis in this run (-1: none yet).
  const startedIndex = useRef(-1);
  // Bumped by Play and Stop, so the end of a cancelled utterance is ignored.
  const run = useRef(0);
  const [pad] = useState(createAmbientPad);

  const speak = useCallback((affirmation: TAffirmation, runId: number) => {
    const utterance = new SpeechSynthesisUtterance(affirmation.text);
    utterance.rate = NARRATION.rate;
    utterance.pitch = NARRATION.pitch;
    utterance.volume = NARRATION.volume;
    const voice = defaultVoice(window.speechSynthesis.getVoices());
    if (voice) {
      utterance.voice = voice;
      utterance.lang = voice.lang;
    }
    utterance.onend = () => {
      if (run.current === runId) dispatch({ type: 'spoken' });
    };
    utterance.onerror = (event) => {
      if (run.current !== runId || isOwnSpeechError(event.error)) return;
      run.current += 1;
      dispatch({ type: 'stop' });
      toast({ title: 'Voice Error', description: event.error, variant: 'destructive' });
    };
    window.speechSynthesis.speak(utterance);
  }, []);

  useEffect(() => {
    if (state.status !== 'playing') return undefined;
    // After a pause the synthesizer stays paused, even for what is spoken next.
    window.speechSynthesis.resume();
    if (startedIndex.current === state.index) return undefined;
    const affirmation = queue[state.index];
    if (!affirmation) return undefined;
    const runId = run.current;
    const timer = window.setTimeout(
      () => {
        startedIndex.current = state.index;
        speak(affirmation, runId);
      },
      state.index === 0 ? 0 : PAUSE_BETWEEN_AFFIRMATIONS_MS,
    );
    return () => window.clearTimeout(timer);
  }, [state.status, state.index, queue, speak]);

  // The pad plays exactly while the player does.
  useEffect(() => {
    if (state.status === 'idle') pad.stop();
  }, [state.status, pad]);

  useEffect(
    () => () => {
      run.current += 1;
      pad.stop();
      if ('speechSynthesis' in window) window.speechSynthesis.cancel();
    },
    [pad],
  );

  const play = (affirmations: ReadonlyArray<TAffirmation>) => {
    const next = playQueue(affirmations);
    if (next.length === 0) return;
    run.current += 1;
    startedIndex.current = -1;
    window.speechSynthesis.cancel();
    setQueue(next);
    pad.start();
    dispatch({ type: 'play', total: next.length });
  };
  const pause = () => {
    window.speechSynthesis.pause();
    pad.pause();
    dispatch({ type: 'pause' });
  };
  const resume = () => {
    pad.resume();
    dispatch({ type: 'resume' });
  };
  const stop = () => {
    run.current += 1;
    startedIndex.current = -1;
    window.speechSynthesis.cancel();
    dispatch({ type: 'stop' });
  };

  return {
    status: state.status,
    current: state.status === 'idle' ? null : (queue[state.index] ?? null),
    position: state.index + 1,
    total: state.total,
    play,
    pause,
    resume,
    stop,
  };
}
