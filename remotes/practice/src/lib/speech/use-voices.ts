import { useEffect, useState } from 'react';

import { isSpeechSupported, VOICE_RECHECK_MS } from './speech-settings';
import { offeredVoices } from './voices';

export type TVoicesState = {
  isSupported: boolean;
  /** True until the browser has listed at least one voice (or stopped trying, after 2 s). */
  isLoading: boolean;
  /** The English, non-novelty voices. */
  voices: SpeechSynthesisVoice[];
};

/** The voices the product offers, as the browser lists them (they may arrive late). */
export function useVoices(): TVoicesState {
  const isSupported = isSpeechSupported();
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>([]);
  const [hasGivenUp, setHasGivenUp] = useState(false);

  useEffect(() => {
    if (!isSupported) return undefined;
    const synthesis = window.speechSynthesis;
    const read = () => setVoices(offeredVoices(synthesis.getVoices()));
    read();
    synthesis.addEventListener('voiceschanged', read);
    const timers = VOICE_RECHECK_MS.map((ms) => window.setTimeout(read, ms));
    const lastTimer = window.setTimeout(
      () => setHasGivenUp(true),
      VOICE_RECHECK_MS[VOICE_RECHECK_MS.length - 1],
    );
    return () => {
      synthesis.removeEventListener('voiceschanged', read);
      [...timers, lastTimer].forEach((timer) => window.clearTimeout(timer));
    };
  }, [isSupported]);

  return { isSupported, isLoading: isSupported && voices.length === 0 && !hasGivenUp, voices };
}
